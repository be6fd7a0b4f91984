import { describe, expect, it } from "vitest";
import type { StoredDraft } from "../post-draft-storage";
import { samplePostForm } from "../test-support/post-form";
import { draftToOffer, isStaleDraft } from "./earlier-drafts";

const opened = samplePostForm;

const draft = (title: string, savedAt: string, source: StoredDraft["source"] = "browser"): StoredDraft => ({
  form: { ...opened, title },
  baseVersion: 3,
  savedAt,
  source,
});

describe("the earlier draft offered when the editor opens", () => {
  it("is the newer of this browser's and the server's copies", () => {
    const browser = draft("Typed here", "2026-11-27T10:40:00.000Z");
    const server = draft("Typed elsewhere later", "2026-11-27T10:42:00.000Z", "server");
    expect(draftToOffer([browser, server], opened)).toBe(server);
    expect(draftToOffer([{ ...browser, savedAt: "2026-11-27T10:43:00.000Z" }, server], opened)?.form.title).toBe(
      "Typed here",
    );
  });

  it("is none when both copies say what the post says, and one when they say the same", () => {
    expect(draftToOffer([draft("Zero trust", "2026-11-27T10:40:00.000Z"), null], opened)).toBeNull();
    const browser = draft("Same text", "2026-11-27T10:40:00.000Z");
    const server = draft("Same text", "2026-11-27T10:40:02.000Z", "server");
    expect(draftToOffer([browser, server], opened)).toEqual(server);
  });

  it("is none when it is a copy already kept beside the post (a save conflict's)", () => {
    // Tab B's text, kept beside the newer version after a conflict, and autosaved to the server just
    // before: the reload shows it once, beside the post, not a second time as a draft to restore.
    const server = draft("Tab B's text", "2026-11-27T10:40:02.000Z", "server");
    const kept = { ...draft("Tab B's text", "2026-11-27T10:40:01.000Z"), id: "copy-1" };
    expect(draftToOffer([server], opened, [kept])).toBeNull();
    expect(draftToOffer([server], opened, [{ ...kept, form: { ...kept.form, title: "Other" } }])).toBe(server);
  });

  it("is stale when it started from a version older than the post's", () => {
    expect(isStaleDraft(draft("x", "2026-11-27T10:40:00.000Z"), 4)).toBe(true);
    expect(isStaleDraft(draft("x", "2026-11-27T10:40:00.000Z"), 3)).toBe(false);
    expect(isStaleDraft({ ...draft("x", "2026-11-27T10:40:00.000Z"), baseVersion: null }, null)).toBe(false);
  });
});
