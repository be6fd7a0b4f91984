import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

describe("toCsv", () => {
  it("starts with a byte-order mark and quotes every field, Arabic included", () => {
    expect(
      toCsv([
        ["الاسم", "Email"],
        ["نورة, العتيبي", 'She said "hi"'],
      ]),
    ).toBe('\uFEFF"الاسم","Email"\r\n"نورة, العتيبي","She said ""hi"""\r\n');
  });

  it("keeps multi-line messages in one cell", () => {
    expect(toCsv([["line one\nline two"]])).toBe('\uFEFF"line one\nline two"\r\n');
  });

  it("defuses cells a spreadsheet would run as formulas", () => {
    expect(toCsv([['=HYPERLINK("http://evil")', "+966551234567", "-1", "@SUM(A1)", "safe"]])).toBe(
      '\uFEFF"\'=HYPERLINK(""http://evil"")","\'+966551234567","\'-1","\'@SUM(A1)","safe"\r\n',
    );
  });
});
