import { isIP } from "node:net";

/**
 * The network an address belongs to, for limits that a whole network shares: its /24 for IPv4
 * (IPv4-mapped IPv6 addresses included), its /64 for IPv6. Anything else stands for itself.
 */
export function networkOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  const version = isIP(ip);
  if (version === 4) return `${ip.split(".").slice(0, 3).join(".")}.0/24`;
  if (version === 6) return `${expandIpv6(ip).slice(0, 4).join(":")}::/64`;
  return ip;
}

/** The eight groups of an IPv6 address, without leading zeros ("2001:db8::1" → 2001, db8, 0, …, 1). */
function expandIpv6(ip: string): string[] {
  const [head = "", tail] = ip.toLowerCase().split("%")[0]!.split("::") as [string, string | undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // An IPv4 tail ("::ffff:1.2.3.4" in other forms) is two groups.
  const groups = (parts: string[]) =>
    parts.flatMap((part) => {
      if (!part.includes(".")) return [part];
      const [a = 0, b = 0, c = 0, d = 0] = part.split(".").map(Number);
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  const l = groups(left);
  const r = groups(right);
  const middle = tail === undefined ? [] : Array<string>(8 - l.length - r.length).fill("0");
  return [...l, ...middle, ...r].map((group) => (parseInt(group, 16) || 0).toString(16));
}
