import "server-only";
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP } from "node:net";

/**
 * Where webhooks may go. An address an administrator types is fetched by the server, so without a
 * check it could reach what only the server can: the loopback, the private network, a cloud's
 * metadata service (server-side request forgery). Every address a host name resolves to is checked,
 * when the endpoint is added and again at each connection (the lookup below), so a name that later
 * resolves to a private address (DNS rebinding) is refused too. WEBHOOK_ALLOW_PRIVATE_NETWORKS lifts it.
 */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  PRIVATE.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["64:ff9b::", 96],
] as const)
  PRIVATE.addSubnet(network, prefix, "ipv6");

/** Whether an IP address is on a loopback, private, link-local, shared or otherwise non-public network. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 6) {
    // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is that IPv4 address.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    if (mapped) return PRIVATE.check(mapped, "ipv4");
    return PRIVATE.check(address, "ipv6");
  }
  return PRIVATE.check(address, "ipv4");
}

export type AddressProblem = "address_private" | "address_unresolved";

function resolveAll(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );
}

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, "");

/** Why a webhook address may not be used, or null: its host must resolve, and only to public addresses. */
export async function webhookAddressProblem(url: string, allowPrivate: boolean): Promise<AddressProblem | null> {
  const hostname = bare(new URL(url).hostname);
  let addresses: LookupAddress[];
  try {
    addresses = isIP(hostname) ? [{ address: hostname, family: isIP(hostname) }] : await resolveAll(hostname);
  } catch {
    return "address_unresolved";
  }
  if (addresses.length === 0) return "address_unresolved";
  if (!allowPrivate && addresses.some((entry) => isPrivateAddress(entry.address))) return "address_private";
  return null;
}

/** Refused at connection time, as the delivery's error says. */
export class PrivateAddressError extends Error {
  constructor(readonly address: string) {
    super(`refused: ${address} is on a private or local network`);
    this.name = "PrivateAddressError";
  }
}

/**
 * A `lookup` for node:http(s) that refuses private addresses: the connection goes to the address
 * checked, never to one resolved again afterwards.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (
    hostname: string,
    options: { all?: boolean; family?: number | string },
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    dnsLookup(hostname, { ...options, all: true, verbatim: true } as { all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = allowPrivate ? undefined : addresses.find((entry) => isPrivateAddress(entry.address));
      if (refused) return callback(new PrivateAddressError(refused.address), []);
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first) return callback(new Error(`no address for ${hostname}`), []);
      callback(null, first.address, first.family);
    });
  };
}
