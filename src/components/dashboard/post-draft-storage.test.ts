import { describe, expect, it } from "vitest";
import { fromRiyadhLocal, toRiyadhLocal } from "./post-draft-storage";

describe("Riyadh time in the publication field", () => {
  it("shows an instant in Riyadh time and reads it back", () => {
    expect(toRiyadhLocal("2026-03-01T06:30:00.000Z")).toBe("2026-03-01T09:30");
    expect(fromRiyadhLocal("2026-03-01T09:30")).toBe("2026-03-01T06:30:00.000Z");
    expect(fromRiyadhLocal(toRiyadhLocal("2026-12-31T22:15:00.000Z"))).toBe("2026-12-31T22:15:00.000Z");
  });

  it("handles empty and broken values", () => {
    expect(toRiyadhLocal(null)).toBe("");
    expect(fromRiyadhLocal("")).toBeNull();
    expect(fromRiyadhLocal("not a date")).toBe("invalid");
  });
});
