import { describe, expect, it } from "vitest";
import { legalHeadings, parseLegalText, withEmailLinks } from "./legal-text";

describe("parseLegalText", () => {
  it("reads headings, paragraphs and lists, in any language, and never markup", () => {
    const blocks = parseLegalText(
      "مقدمة السياسة\nتكملة السطر.\n\n## حقوقك\n\nيحق لك:\n- الوصول\n- التصحيح\n  والتحديث\n\n<script>alert(1)</script>",
    );
    expect(blocks).toEqual([
      { type: "paragraph", text: "مقدمة السياسة تكملة السطر." },
      { type: "heading", text: "حقوقك" },
      { type: "paragraph", text: "يحق لك:" },
      { type: "list", items: ["الوصول", "التصحيح والتحديث"] },
      { type: "paragraph", text: "<script>alert(1)</script>" },
    ]);
    expect(legalHeadings(blocks).map((block) => block.text)).toEqual(["حقوقك"]);
  });

  it("accepts Windows line endings and stray blank lines", () => {
    expect(parseLegalText("\r\n\r\nOne\r\n\r\n\r\n## Two\r\n")).toEqual([
      { type: "paragraph", text: "One" },
      { type: "heading", text: "Two" },
    ]);
  });
});

describe("withEmailLinks", () => {
  it("finds the addresses in a sentence", () => {
    expect(withEmailLinks("Write to hello@asastech.sa today.")).toEqual([
      { text: "Write to " },
      { text: "hello@asastech.sa", email: "hello@asastech.sa" },
      { text: " today." },
    ]);
  });
});
