import { describe, expect, it } from "vitest";
import { asPercent, focusFromClick, fromPercent, objectPosition } from "./focal-point";

describe("focal points", () => {
  it("turns a click on the picture into fractions of its size, kept inside it", () => {
    const box = { left: 100, top: 50, width: 400, height: 200 };
    expect(focusFromClick(box, 200, 100)).toEqual({ x: 0.25, y: 0.25 });
    expect(focusFromClick(box, 600, 0)).toEqual({ x: 1, y: 0 });
    expect(focusFromClick({ ...box, width: 0 }, 200, 100)).toEqual({ x: 0.5, y: 0.5 });
  });

  it("becomes the object-position of every crop, and nothing for the centre", () => {
    expect(objectPosition({ x: 0.25, y: 0.8 })).toBe("25% 80%");
    expect(objectPosition({ x: 0.5, y: 0.5 })).toBeUndefined();
    expect(objectPosition({ x: Number.NaN, y: 2 })).toBe("50% 100%");
    expect(objectPosition(null)).toBeUndefined();
  });

  it("reads and writes the editor's percentages", () => {
    expect(asPercent(0.333)).toBe(33);
    expect(fromPercent(33)).toBe(0.33);
    expect(fromPercent(140)).toBe(1);
  });
});
