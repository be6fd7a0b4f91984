import { describe, expect, it } from "vitest";
import { hasChanges, wordChanges } from "./text-diff";

describe("wordChanges", () => {
  it("marks whole English words added and removed", () => {
    const changes = wordChanges("Firewalls keep attackers out.", "Firewalls keep intruders out.", "en");
    expect(changes.filter((change) => change.kind !== "same")).toEqual([
      { kind: "removed", text: "attackers" },
      { kind: "added", text: "intruders" },
    ]);
    expect(hasChanges(changes)).toBe(true);
  });

  it("marks whole Arabic words, not letters", () => {
    const changes = wordChanges("الجدار الناري يحمي الشبكة", "الجدار الناري يحمي الخوادم", "ar");
    expect(changes.filter((change) => change.kind !== "same")).toEqual([
      { kind: "removed", text: "الشبكة" },
      { kind: "added", text: "الخوادم" },
    ]);
  });

  it("finds nothing to mark in the same text", () => {
    expect(hasChanges(wordChanges("Same text\nsecond line", "Same text\nsecond line", "en"))).toBe(false);
  });
});
