import { describe, expect, it } from "vitest";
import { buildLargeDelta } from "./benchmark";
import { deltaToPlainText } from "./plain-text";

const text = (ops: readonly unknown[]): string => deltaToPlainText({ ops });

describe("deltaToPlainText", () => {
  it.each([null, undefined, 1, "x", [], {}, { ops: "x" }, { ops: null }, { ops: [] }])("%j → empty string", (input) => {
    expect(deltaToPlainText(input)).toBe("");
  });

  it("returns an empty string for an empty Quill document", () => {
    expect(text([{ insert: "\n" }])).toBe("");
    expect(text([{ insert: "\n\n  \n" }])).toBe("");
  });

  it("separates blocks with newlines, without a trailing newline", () => {
    expect(text([{ insert: "Title" }, { insert: "\n", attributes: { header: 1 } }, { insert: "Body text.\n" }])).toBe(
      "Title\nBody text.",
    );
  });

  it("keeps text after the last newline", () => {
    expect(text([{ insert: "a\nb" }])).toBe("a\nb");
  });

  it("joins the ops of one line and drops all formatting", () => {
    expect(
      text([
        { insert: "Hello " },
        { insert: "bold", attributes: { bold: true, link: "https://x" } },
        { insert: " world" },
        { insert: "\n", attributes: { align: "center" } },
      ]),
    ).toBe("Hello bold world");
  });

  it("does not encode or strip characters (it is not HTML)", () => {
    expect(text([{ insert: '<b>Tom & "Jerry"</b>\n' }])).toBe('<b>Tom & "Jerry"</b>');
  });

  it("keeps interior blank lines but trims blank lines at both ends", () => {
    expect(text([{ insert: "\n\na\n\nb\n\n\n" }])).toBe("a\n\nb");
  });

  it("puts each list item and code line on its own line", () => {
    expect(
      text([
        { insert: "one" },
        { insert: "\n", attributes: { list: "ordered" } },
        { insert: "two" },
        { insert: "\n", attributes: { list: "bullet", indent: 1 } },
        { insert: "let a = 1;" },
        { insert: "\n", attributes: { "code-block": "js" } },
        { insert: "a++;" },
        { insert: "\n", attributes: { "code-block": "js" } },
      ]),
    ).toBe("one\ntwo\nlet a = 1;\na++;");
  });

  it("drops image, video and formula embeds", () => {
    expect(
      text([
        { insert: "See " },
        { insert: { image: "https://x/a.png" }, attributes: { alt: "a cat" } },
        { insert: "this " },
        { insert: { formula: "e=mc^2" } },
        { insert: "\n" },
      ]),
    ).toBe("See this ");
  });

  it("treats a video as a block boundary", () => {
    expect(text([{ insert: "before" }, { insert: { video: "https://v" } }, { insert: "after\n" }])).toBe(
      "before\nafter",
    );
  });

  it("keeps mentions as @value (the reader sees them as words)", () => {
    expect(
      text([
        { insert: "Thanks " },
        { insert: { mention: { value: "Ali", denotationChar: "@", id: "1" } } },
        { insert: "!\n" },
      ]),
    ).toBe("Thanks @Ali!");
    expect(text([{ insert: { mention: { value: "news", denotationChar: "#" } } }, { insert: "\n" }])).toBe("#news");
    expect(text([{ insert: { mention: { id: 1 } } }, { insert: "x\n" }])).toBe("x");
  });

  it("drops malformed ops, unknown embeds and multi-key embeds", () => {
    expect(
      text([
        null,
        3,
        "x",
        { insert: 5 },
        { insert: { script: "alert(1)" } },
        { insert: { image: "a", mention: { value: "b" } } },
        { insert: "ok\n" },
      ]),
    ).toBe("ok");
  });

  it("keeps Arabic text", () => {
    expect(text([{ insert: "مرحبا" }, { insert: "\n", attributes: { direction: "rtl" } }])).toBe("مرحبا");
  });

  it("handles a large document", () => {
    const out = deltaToPlainText(buildLargeDelta(5000));
    expect(out.length).toBeGreaterThan(10_000);
    expect(out).not.toContain("<p>");
    expect(out).toContain("Section 0:");
  });

  it("never throws on exotic input", () => {
    const throwing = {
      get ops(): never {
        throw new Error("boom");
      },
    };
    expect(deltaToPlainText(throwing)).toBe("");
  });
});
