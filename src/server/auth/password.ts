import "server-only";
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** scrypt with OWASP's recommended cost: N=2^17, r=8, p=1 (128 MiB, a few hundred ms). */
const PARAMETERS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize("NFKC"), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const memoryFor = (N: number, r: number) => 128 * N * r + 1024 * 1024;

/** "scrypt$N$r$p$salt$hash" with base64url salt and hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = PARAMETERS;
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: memoryFor(N, r) });
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
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
