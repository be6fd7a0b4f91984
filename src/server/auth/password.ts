import "server-only";
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * scrypt at OWASP's cost, in the configuration of its list that needs 16 MiB: N=2^14, r=8, p=5
 * (the list's equivalent of N=2^17, r=8, p=1). Each check holds 128·N·r bytes for its whole
 * duration: N=2^17 would hold 128 MiB, the largest single allocation the server makes (one staff
 * sign-in under load would take its peak memory from 504 to 633 MiB), and four sign-ins at once,
 * as many as libuv's thread pool runs, half a gigabyte (docs/decisions.md, decision 30).
 */
const PARAMETERS = { N: 2 ** 14, r: 8, p: 5 } as const;
const KEY_LENGTH = 64;

/**
 * One check at a time per process. A check occupies one of libuv's four threads for a few hundred
 * milliseconds, and those threads also compress pages and read files: four sign-ins at once (or
 * four made-up ones from anyone) would stall every other request, and hold four hashes' memory.
 */
let queue: Promise<unknown> = Promise.resolve();

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  const run = () =>
    new Promise<Buffer>((resolve, reject) => {
      scryptCallback(password.normalize("NFKC"), salt, keyLength, options, (error, key) =>
        error ? reject(error) : resolve(key),
      );
    });
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}

const memoryFor = (N: number, r: number) => 128 * N * r + 1024 * 1024;

/** "scrypt$N$r$p$salt$hash" with base64url salt and hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = PARAMETERS;
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: memoryFor(N, r) });
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** Whether a stored hash was made with other parameters than today's (rehashed at the next sign-in). */
export function needsRehash(stored: string): boolean {
  const { N, r, p } = PARAMETERS;
  return !stored.startsWith(`scrypt$${N}$${r}$${p}$`);
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split("$") ?? [];
  if (parts.length !== 6 || parts[0] !== "scrypt") {
    // Same work as a real check, so a missing account is not told apart by timing.
    await hashPassword(password);
    return false;
  }
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, "base64url");
  const N = Number(n);
  const R = Number(r);
  const key = await scrypt(password, Buffer.from(salt, "base64url"), expected.length, {
    N,
    r: R,
    p: Number(p),
    maxmem: memoryFor(N, R),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
