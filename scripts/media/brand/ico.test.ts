import { describe, expect, it } from "vitest";
import { buildIco } from "./ico";

describe("buildIco", () => {
  it("writes an ICONDIR, one entry per image and the PNGs after them", () => {
    const pngs = [16, 32, 256].map((size) => ({ size, data: Buffer.alloc(size, size % 255) }));
    const ico = buildIco(pngs);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    let offset = 6 + 16 * 3;
    pngs.forEach(({ size, data }, i) => {
      const e = 6 + i * 16;
      // 256 px is written as 0
      expect(ico.readUInt8(e)).toBe(size % 256);
      expect(ico.readUInt8(e + 1)).toBe(size % 256);
      expect(ico.readUInt16LE(e + 6)).toBe(32);
      expect(ico.readUInt32LE(e + 8)).toBe(data.length);
      expect(ico.readUInt32LE(e + 12)).toBe(offset);
      expect(ico.subarray(offset, offset + data.length).equals(data)).toBe(true);
      offset += data.length;
    });
    expect(ico.length).toBe(offset);
  });
});
