import { describe, expect, it } from "vitest";
import { answersWithin } from "./health";

describe("readiness probe", () => {
  it("answers false after the timeout when the database hangs, and at once when it fails", async () => {
    const started = Date.now();
    expect(await answersWithin(() => new Promise(() => {}), 1000)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1300);
    expect(await answersWithin(() => Promise.reject(new Error("refused")), 1000)).toBe(false);
    expect(await answersWithin(() => Promise.resolve(1), 1000)).toBe(true);
  });
});
