import { describe, expect, it } from "vitest";
import { defuseFormula, toCsv } from "./csv";

const LRM = "\u200E";
const RLM = "\u200F";

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

  it("defuses cells a spreadsheet would run as formulas, without a visible apostrophe", () => {
    expect(toCsv([['=HYPERLINK("http://evil")', "+966551234567", "-1", "@SUM(A1)", "safe"]])).toBe(
      `\uFEFF"${LRM}=HYPERLINK(""http://evil"")","${LRM}+966551234567","${LRM}-1","${LRM}@SUM(A1)","safe"\r\n`,
    );
    expect(toCsv([["'quoted", "a=b", "1+1"]])).toBe(`\uFEFF"'quoted","a=b","1+1"\r\n`);
  });
});

describe("defuseFormula", () => {
  it("marks every formula start OWASP lists, and their full-width forms", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r", "\n", "\0", "＝", "＋", "－", "＠"]) {
      expect(defuseFormula(`${start}1+1`)).toBe(`${LRM}${start}1+1`);
    }
  });

  it("leaves other text as it is", () => {
    for (const text of ["", "Asas", "نورة", "966551234567", " =1", "'=1"]) expect(defuseFormula(text)).toBe(text);
  });

  it("uses a right-to-left mark for Arabic text, so it still reads right to left", () => {
    expect(defuseFormula("- نرغب في عرض سعر")).toBe(`${RLM}- نرغب في عرض سعر`);
    expect(defuseFormula("-- Hello")).toBe(`${LRM}-- Hello`);
  });
});
