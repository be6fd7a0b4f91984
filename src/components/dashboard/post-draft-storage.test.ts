import { afterEach, describe, expect, it, vi } from "vitest";
import {
  changedFields,
  discardConflictCopy,
  fromRiyadhLocal,
  keepConflictCopy,
  readConflictCopies,
  samePostForm,
  subscribeToConflictCopies,
  toRiyadhLocal,
  type PostFormState,
  type StoredDraft,
} from "./post-draft-storage";
import { samplePostForm } from "./test-support/post-form";

describe("Riyadh time in the publication field", () => {
  it("shows an instant in Riyadh time and reads it back", () => {
    expect(toRiyadhLocal("2026-03-01T06:30:00.000Z")).toBe("2026-03-01T09:30");
    expect(fromRiyadhLocal("2026-03-01T09:30")).toBe("2026-03-01T06:30:00.000Z");
    expect(fromRiyadhLocal(toRiyadhLocal("2026-12-31T22:15:00.000Z"))).toBe("2026-12-31T22:15:00.000Z");
  });

  it("handles empty and broken values", () => {
    expect(toRiyadhLocal(null)).toBe("");
    expect(fromRiyadhLocal("")).toBeNull();
    expect(fromRiyadhLocal("not a date")).toBe("invalid");
  });
});

describe("comparing post forms", () => {
  const form = samplePostForm;

  it("calls a form unchanged when only key order or op splitting differs", () => {
    const reordered: PostFormState = {
      ...form,
      content: {
        ops: [
          { attributes: { bold: true }, insert: "Start with " },
          { attributes: { bold: true }, insert: "devices." },
          { insert: "\n" },
        ],
      },
    };
    expect(samePostForm(form, reordered)).toBe(true);
    expect(changedFields(form, reordered)).toEqual([]);
  });

  it("lists the fields that differ, in the form's order", () => {
    const edited: PostFormState = {
      ...form,
      author: "Omar",
      title: "Zero trust for offices",
      content: { ops: [{ insert: "Start with people.\n" }] },
      translationId: 4,
      topicIds: [2],
      authorId: 7,
    };
    expect(changedFields(form, edited)).toEqual([
      "title",
      "content",
      "translationId",
      "topicIds",
      "authorId",
      "author",
    ]);
    expect(samePostForm(form, edited)).toBe(false);
  });
});

describe("the copies a save conflict keeps in the browser", () => {
  /** A browser's storage, in memory; `full` refuses writes as a full or disabled storage does. */
  function browserStorage() {
    const items = new Map<string, string>();
    const storage = {
      full: false,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => {
        if (storage.full) throw new DOMException("full", "QuotaExceededError");
        items.set(key, value);
      },
      removeItem: (key: string) => void items.delete(key),
    };
    vi.stubGlobal("localStorage", storage);
    vi.stubGlobal("window", new EventTarget());
    return storage;
  }
  afterEach(() => vi.unstubAllGlobals());

  const draft = (title: string): StoredDraft => ({
    form: { ...(JSON.parse(JSON.stringify(samplePostForm)) as PostFormState), title },
    baseVersion: 1,
    savedAt: "2026-11-27T10:00:00.000Z",
  });

  it("reads the same copies as the same array until they change, and tells subscribers of each change", () => {
    browserStorage();
    const heard: string[] = [];
    const stop = subscribeToConflictCopies(() => heard.push("changed"));
    expect(readConflictCopies(7)).toEqual([]);
    keepConflictCopy(7, draft("Mine"));
    const first = readConflictCopies(7);
    expect(first.map((copy) => copy.form.title)).toEqual(["Mine"]);
    // useSyncExternalStore renders again whenever the snapshot is a new object.
    expect(readConflictCopies(7)).toBe(first);
    keepConflictCopy(7, draft("Mine again"));
    expect(readConflictCopies(7).map((copy) => copy.form.title)).toEqual(["Mine again", "Mine"]);
    discardConflictCopy(7, first[0]!.id);
    expect(readConflictCopies(7).map((copy) => copy.form.title)).toEqual(["Mine again"]);
    expect(heard).toHaveLength(3);
    // Another tab's change arrives as a storage event.
    window.dispatchEvent(Object.assign(new Event("storage"), { key: "asas:post-conflict:7" }));
    window.dispatchEvent(Object.assign(new Event("storage"), { key: "asas:post-draft:7" }));
    expect(heard).toHaveLength(4);
    stop();
    keepConflictCopy(7, draft("Unheard"));
    expect(heard).toHaveLength(4);
  });

  it("keeps a copy on the page when the browser's storage refuses it", () => {
    const storage = browserStorage();
    storage.full = true;
    keepConflictCopy(8, draft("Kept in memory"));
    expect(readConflictCopies(8).map((copy) => copy.form.title)).toEqual(["Kept in memory"]);
    expect(storage.getItem("asas:post-conflict:8")).toBeNull();
  });
});
