import { describe, expect, it } from "vitest";
import { RateWindow } from "./rate-window";

describe("RateWindow", () => {
  it("allows the limit per window, then refuses until the first hit leaves it", () => {
    const window = new RateWindow(3, 60_000);
    expect([0, 1, 2, 3].map((second) => window.hit("a", second * 1000))).toEqual([true, true, true, false]);
    expect(window.hit("b", 4000)).toBe(true);
    expect(window.hit("a", 59_000)).toBe(false);
    expect(window.hit("a", 60_001)).toBe(true);
  });

  it("forgets the least recent key when full, not every key", () => {
    const window = new RateWindow(1, 60_000, 2);
    window.hit("busy", 0);
    window.hit("other", 1);
    window.hit("busy", 2);
    window.hit("new", 3);
    expect(window.hit("busy", 4)).toBe(false);
    expect(window.hit("other", 5)).toBe(true);
  });
});
