import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { TRACKER_SOURCE } from "./tracker-source";

describe("the tracking script", () => {
  it("stays well under 2 KB compressed", () => {
    expect(gzipSync(TRACKER_SOURCE).length).toBeLessThan(2048);
  });

  it("is valid JavaScript", () => {
    expect(() => new Function(TRACKER_SOURCE)).not.toThrow();
  });
});
