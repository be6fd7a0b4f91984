import { describe, expect, it } from "vitest";
import { splitForHighlight } from "./highlight";

const marked = (text: string, term: string) =>
  splitForHighlight(text, term)
    .filter((part) => part.match)
    .map((part) => part.text);

describe("splitForHighlight", () => {
  it("marks every occurrence of each word, ignoring case", () => {
    expect(marked("Network security for networks", "network")).toEqual(["Network", "network"]);
    expect(marked("ERP and e-invoicing", "erp invoicing")).toEqual(["ERP", "invoicing"]);
  });

  it("matches Arabic words with or without the article and with other letter forms", () => {
    expect(marked("حماية البيانات الشخصية", "البيانات")).toEqual(["بيانات"]);
    expect(marked("أمن المعلومات", "امن")).toEqual(["أمن"]);
  });

  it("treats the term as text, not as a pattern", () => {
    expect(marked("a (b) c", "(b)")).toEqual([]);
    expect(marked("price $100", "$100")).toEqual(["100"]);
  });

  it("keeps the text whole", () => {
    const text = "Secure your network today";
    expect(
      splitForHighlight(text, "network")
        .map((part) => part.text)
        .join(""),
    ).toBe(text);
  });
});
