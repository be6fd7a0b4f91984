import { describe, expect, it } from "vitest";
import { sameDelta, sameJson } from "./compare";

describe("sameJson", () => {
  it("ignores the order of object keys, at any depth, but not of array items", () => {
    expect(sameJson({ b: 1, a: { d: [2, 1], c: null } }, { a: { c: null, d: [2, 1] }, b: 1 })).toBe(true);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
  });

  it("tells values, types and missing keys apart, as JSON would", () => {
    expect(sameJson({ a: 1 }, { a: "1" })).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJson([], {})).toBe(false);
    expect(sameJson(null, {})).toBe(false);
  });
});

describe("sameDelta", () => {
  it("treats the order jsonb stores attributes in as the same document", () => {
    const fromQuill = { ops: [{ attributes: { bold: true, italic: true }, insert: "Hi" }, { insert: "\n" }] };
    const fromJsonb = { ops: [{ insert: "Hi", attributes: { italic: true, bold: true } }, { insert: "\n" }] };
    expect(sameDelta(fromQuill, fromJsonb)).toBe(true);
  });

  it("merges adjacent inserts with the same attributes, as Quill does", () => {
    expect(
      sameDelta({ ops: [{ insert: "Zero " }, { insert: "trust\n" }] }, { ops: [{ insert: "Zero trust\n" }] }),
    ).toBe(true);
    const bold = { bold: true };
    const split = [
      { insert: "Zero ", attributes: bold },
      { insert: "trust", attributes: { bold: true } },
      { insert: "\n" },
    ];
    expect(sameDelta({ ops: split }, { ops: [{ insert: "Zero trust", attributes: bold }, { insert: "\n" }] })).toBe(
      true,
    );
    // Differently formatted runs, and embeds, stay apart.
    expect(
      sameDelta(
        { ops: [{ insert: "Zero " }, { insert: "trust", attributes: bold }] },
        { ops: [{ insert: "Zero trust" }] },
      ),
    ).toBe(false);
    expect(sameDelta({ ops: [{ insert: { image: "/a.webp" } }, { insert: "\n" }] }, { ops: [{ insert: "\n" }] })).toBe(
      false,
    );
  });

  it("sees a change of text, attribute or line format", () => {
    const base = { ops: [{ insert: "Zero trust" }, { insert: "\n", attributes: { header: 2 } }] };
    expect(sameDelta(base, { ops: [{ insert: "Zero trust!" }, { insert: "\n", attributes: { header: 2 } }] })).toBe(
      false,
    );
    expect(sameDelta(base, { ops: [{ insert: "Zero trust" }, { insert: "\n", attributes: { header: 1 } }] })).toBe(
      false,
    );
    expect(sameDelta(base, { ops: [{ insert: "Zero trust", attributes: { bold: true } }, { insert: "\n" }] })).toBe(
      false,
    );
  });
});
