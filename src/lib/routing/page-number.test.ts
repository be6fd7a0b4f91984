import { describe, expect, it } from "vitest";
import { parsePageNumber } from "./page-number";

describe("parsePageNumber", () => {
  it("reads plain decimal page numbers and defaults to 1", () => {
    expect(parsePageNumber(undefined)).toBe(1);
    expect(parsePageNumber("1")).toBe(1);
    expect(parsePageNumber("12")).toBe(12);
  });

  it("refuses every other spelling", () => {
    for (const value of ["0", "01", "-1", "+2", "0x10", "1e3", "2.0", " 2", "2 ", "", "two", "9999999"]) {
      expect(parsePageNumber(value), value).toBeNull();
    }
    expect(parsePageNumber(["1", "2"])).toBeNull();
  });
});
