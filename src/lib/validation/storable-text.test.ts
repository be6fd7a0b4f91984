import { describe, expect, it } from "vitest";
import { findUnstorableText } from "./storable-text";

describe("text PostgreSQL cannot store", () => {
  it("finds NUL and lone surrogates wherever they are, keys included, and says where", () => {
    expect(findUnstorableText({ name: "Noura", tags: ["a", "b"], n: 1, ok: true, none: null })).toBeNull();
    // A whole pair is a character (an emoji); only a half alone is refused.
    expect(findUnstorableText({ title: "Launch \ud83d\ude80" })).toBeNull();
    expect(findUnstorableText({ name: "No\u0000ura" })).toEqual({ path: "name", problem: "nul" });
    expect(findUnstorableText({ content: { ops: [{ insert: "ok" }, { insert: "bad \ud800" }] } })).toEqual({
      path: "content.ops.1.insert",
      problem: "lone_surrogate",
    });
    expect(findUnstorableText({ a: "\udc00" })).toEqual({ path: "a", problem: "lone_surrogate" });
    expect(findUnstorableText({ ["k\u0000"]: 1 })).toEqual({ path: "k?", problem: "nul" });
    expect(findUnstorableText("\u0000")).toEqual({ path: "", problem: "nul" });
  });

  it("walks a deeply nested value without running out of stack", () => {
    const deep = JSON.parse(`${"[".repeat(200_000)}"\\u0000"${"]".repeat(200_000)}`) as unknown;
    expect(findUnstorableText(deep)?.problem).toBe("nul");
  });
});
