import { scryptSync } from "node:crypto";

/** A password hash as an earlier version stored it: the same format, other scrypt parameters. */
export function earlierPasswordHash(password: string, N = 2 ** 10, r = 8, p = 1): string {
  const salt = Buffer.from("0123456789abcdef");
  const key = scryptSync(password.normalize("NFKC"), salt, 64, { N, r, p, maxmem: 128 * N * r + 1024 * 1024 });
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}
