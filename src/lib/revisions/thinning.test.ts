import { describe, expect, it } from "vitest";
import { revisionsToThin, type RevisionAge } from "./thinning";

const NOW = new Date("2026-11-27T09:00:00Z");
const at = (id: number, iso: string, published = false): RevisionAge => ({ id, createdAt: new Date(iso), published });

describe("revisionsToThin", () => {
  it("keeps every revision of the last 24 hours", () => {
    const revisions = [
      at(1, "2026-11-26T09:30:00Z"),
      at(2, "2026-11-26T10:00:00Z"),
      at(3, "2026-11-27T08:00:00Z"),
      at(4, "2026-11-27T08:59:00Z"),
    ];
    expect(revisionsToThin(revisions, NOW)).toEqual([]);
  });

  it("keeps the newest of each Riyadh day for 30 days", () => {
    const revisions = [
      at(1, "2026-11-20T06:00:00Z"),
      at(2, "2026-11-20T12:00:00Z"),
      // 22:00 UTC is 01:00 the next day in Riyadh: a day of its own.
      at(3, "2026-11-20T22:00:00Z"),
      at(4, "2026-11-24T10:00:00Z"),
      at(5, "2026-11-27T08:00:00Z"),
    ];
    expect(revisionsToThin(revisions, NOW).sort()).toEqual([1]);
  });

  it("keeps the newest of each week after 30 days", () => {
    const revisions = [
      // Sunday 2026-09-06 to Saturday 2026-09-12 (Riyadh) is one week.
      at(1, "2026-09-06T08:00:00Z"),
      at(2, "2026-09-09T08:00:00Z"),
      at(3, "2026-09-12T08:00:00Z"),
      // The next week.
      at(4, "2026-09-13T08:00:00Z"),
      at(5, "2026-11-27T08:00:00Z"),
    ];
    expect(revisionsToThin(revisions, NOW).sort()).toEqual([1, 2]);
  });

  it("never thins the published revision, nor the newest of all", () => {
    const revisions = [
      at(1, "2026-09-06T08:00:00Z", true),
      at(2, "2026-09-09T08:00:00Z"),
      at(3, "2026-09-10T08:00:00Z"),
    ];
    // 3 is the newest of all (the post as it is now); 1 is published; 2 is the week's second.
    expect(revisionsToThin(revisions, NOW)).toEqual([2]);
    expect(revisionsToThin([at(7, "2025-01-01T00:00:00Z")], NOW)).toEqual([]);
  });
});
