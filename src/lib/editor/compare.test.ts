import { describe, expect, it } from "vitest";
import { canonicalJson, sameDelta } from "./compare";

describe("canonicalJson", () => {
  it("ignores the order of object keys, at any depth, but not of array items", () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe(canonicalJson({ a: { c: null, d: [2, 1] }, b: 1 }));
    expect(canonicalJson([1, 2])).not.toBe(canonicalJson([2, 1]));
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
