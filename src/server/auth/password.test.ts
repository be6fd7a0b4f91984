import type * as crypto from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { earlierPasswordHash } from "../../../tests/support/earlier-password-hash";
import { hashPassword, needsRehash, verifyPassword } from "./password";

/** How many scrypt computations run at once, at most (counted around Node's own). */
const inFlight = vi.hoisted(() => ({ now: 0, most: 0 }));
vi.mock("node:crypto", async (original) => {
  const actual = await original<typeof crypto>();
  const scrypt = (...args: unknown[]) => {
    const done = args.pop() as (error: Error | null, key: Buffer) => void;
    inFlight.most = Math.max(inFlight.most, ++inFlight.now);
    try {
      (actual.scrypt as (...a: unknown[]) => void)(...args, (error: Error | null, key: Buffer) => {
        inFlight.now--;
        done(error, key);
      });
    } catch (error) {
      // Parameters scrypt refuses at once.
      inFlight.now--;
      throw error;
    }
  };
  return { ...actual, scrypt };
});

describe("password hashes", () => {
  it("verify the right password only, with a fresh salt each time", async () => {
    const first = await hashPassword("correct horse battery staple");
    const second = await hashPassword("correct horse battery staple");
    expect(first).toMatch(/^scrypt\$16384\$8\$5\$[\w-]+\$[\w-]+$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword("correct horse battery staple", first)).toBe(true);
    expect(await verifyPassword("correct horse battery stapl", first)).toBe(false);
    expect(await verifyPassword("anything", null)).toBe(false);
    expect(await verifyPassword("anything", "md5$abc")).toBe(false);
  });

  it("treat Unicode passwords consistently", async () => {
    const stored = await hashPassword("كلمة\u0020مرور-آمنة");
    expect(await verifyPassword("كلمة مرور-آمنة", stored)).toBe(true);
  });

  it("need 16 MiB each at OWASP's cost, one of its listed equivalents of N=2^17, r=8, p=1", async () => {
    const [, N, r, p] = (await hashPassword("correct horse battery staple")).split("$").map(Number);
    // 128·N·r bytes are held while a hash is computed (N=2^17, r=8 would hold 128 MiB per sign-in).
    expect(128 * N! * r!).toBeLessThanOrEqual(16 * 1024 * 1024);
    const owaspEquivalents = [
      [2 ** 17, 8, 1],
      [2 ** 16, 8, 2],
      [2 ** 15, 8, 3],
      [2 ** 14, 8, 5],
      [2 ** 13, 8, 10],
    ];
    expect(owaspEquivalents).toContainEqual([N, r, p]);
  });

  it("still verify hashes made with earlier parameters, which ask to be made again", async () => {
    const earlier = earlierPasswordHash("correct horse battery staple");
    expect(await verifyPassword("correct horse battery staple", earlier)).toBe(true);
    expect(await verifyPassword("correct horse battery stapl", earlier)).toBe(false);
    expect(needsRehash(earlier)).toBe(true);
    expect(needsRehash(await hashPassword("correct horse battery staple"))).toBe(false);
  });

  it("are computed one at a time, and a failed one does not stop the next", async () => {
    inFlight.most = 0;
    const checks = await Promise.all(
      [
        verifyPassword("a", earlierPasswordHash("a")),
        verifyPassword("b", "scrypt$3$8$1$c2FsdA$a2V5"), // N not a power of two: scrypt refuses it
        verifyPassword("c", earlierPasswordHash("c")),
        hashPassword("d").then(() => true),
      ].map((check) =>
        check.then(
          (ok) => ({ ok }),
          (error: Error) => ({ error: error.message }),
        ),
      ),
    );
    expect(checks[0]).toEqual({ ok: true });
    expect(checks[1]).toHaveProperty("error");
    expect(checks[2]).toEqual({ ok: true });
    expect(checks[3]).toEqual({ ok: true });
    expect(inFlight.most).toBe(1);
  });
});
