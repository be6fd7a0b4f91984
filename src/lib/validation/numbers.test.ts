import { describe, expect, it } from "vitest";
import { pageNumber, recordId } from "./numbers";

describe("decimal numbers from query strings and routes", () => {
  it("accept plain digits", () => {
    expect(pageNumber().parse("16")).toBe(16);
    expect(recordId.parse("2147483647")).toBe(2147483647);
  });

  it.each(["0x10", "1e1", "0b10", "0o20", " 16", "16 ", "+16", "16.0", "", "0", "-1", "１６", "Infinity", "100001"])(
    "refuse %j as a page",
    (value) => {
      expect(pageNumber().safeParse(value).success).toBe(false);
    },
  );

  it("refuse ids out of range or in other notations", () => {
    for (const value of ["0x10", "2147483648", "1e3"]) expect(recordId.safeParse(value).success).toBe(false);
  });
});
