import { sameDelta, sameJson } from "@/lib/editor/compare";

/** Unsaved work kept in the browser until the server has it, so a failed save or a crash loses nothing. */
export type PostFormState = {
  title: string;
  slug: string;
  metaDescription: string;
  coverImage: string;
  /** The cover's focal point, 0..1 across and down (src/lib/focal-point.ts). */
  coverFocusX: number;
  coverFocusY: number;
  /** Search and sharing: "" means the headline, the cover and the post's own address. */
  seoTitle: string;
  socialImage: string;
  canonicalUrl: string;
  noindex: boolean;
  locale: "ar" | "en";
  status: "draft" | "published" | "scheduled";
  /** Riyadh local time, as the datetime-local field holds it ("2026-03-01T09:30"), or "". */
  publishedAt: string;
  author: string;
  /** The staff author (authors table), or null. */
  authorId: number | null;
  /** The topics the post carries, in ascending id order. */
  topicIds: number[];
  translationId: number | null;
  content: { ops: unknown[] };
};

/** A form kept by an earlier version of the editor lacks the newer fields: they start empty. */
const withNewerFields = (form: PostFormState): PostFormState => ({
  ...form,
  authorId: form.authorId ?? null,
  topicIds: form.topicIds ?? [],
  seoTitle: form.seoTitle ?? "",
  socialImage: form.socialImage ?? "",
  canonicalUrl: form.canonicalUrl ?? "",
  noindex: form.noindex ?? false,
  coverFocusX: form.coverFocusX ?? 0.5,
  coverFocusY: form.coverFocusY ?? 0.5,
});

export type StoredDraft = {
  form: PostFormState;
  baseVersion: number | null;
  savedAt: string;
  /** Where an offered draft was kept: this browser (the default) or the server (use-server-autosave.ts). */
  source?: "browser" | "server";
};

/**
 * What a save refused with a conflict had in it: kept in the browser beside the newer version until
 * its writer discards it, however often the page is reloaded.
 */
export type ConflictCopy = StoredDraft & { id: string };

export const POST_FORM_FIELDS = [
  "title",
  "slug",
  "metaDescription",
  "content",
  "locale",
  "status",
  "publishedAt",
  "coverImage",
  "coverFocusX",
  "coverFocusY",
  "seoTitle",
  "socialImage",
  "canonicalUrl",
  "noindex",
  "translationId",
  "topicIds",
  "authorId",
  "author",
] as const satisfies ReadonlyArray<keyof PostFormState>;

/** The fields in which two forms differ, in the form's order; the content is compared as a document. */
export function changedFields(a: PostFormState, b: PostFormState): Array<keyof PostFormState> {
  return POST_FORM_FIELDS.filter((field) =>
    field === "content" ? !sameDelta(a.content, b.content) : !sameJson(a[field], b[field]),
  );
}

export const samePostForm = (a: PostFormState, b: PostFormState) => changedFields(a, b).length === 0;

const key = (postId: number | null) => `asas:post-draft:${postId ?? "new"}`;
const conflictKey = (postId: number) => `asas:post-conflict:${postId}`;

export function readDraft(postId: number | null): StoredDraft | null {
  try {
    const raw = localStorage.getItem(key(postId));
    if (!raw) return null;
    const draft = JSON.parse(raw) as StoredDraft;
    return { ...draft, form: withNewerFields(draft.form) };
  } catch {
    return null;
  }
}

export function writeDraft(postId: number | null, draft: StoredDraft): void {
  try {
    localStorage.setItem(key(postId), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the form still holds the text.
  }
}

export function clearDraft(postId: number | null): void {
  try {
    localStorage.removeItem(key(postId));
  } catch {
    // Nothing to clear.
  }
}

const NO_COPIES: ConflictCopy[] = [];
/** Copies that could not be written to storage (full or disabled): still shown on this page. */
const unstored = new Map<number, ConflictCopy[]>();
/** The last copies read per post, by the text they were read from: the same array while unchanged. */
const copiesRead = new Map<number, { raw: string | null; copies: ConflictCopy[] }>();
const copiesListeners = new Set<() => void>();

export function readConflictCopies(postId: number | null): ConflictCopy[] {
  if (postId === null) return NO_COPIES;
  const kept = unstored.get(postId);
  if (kept) return kept;
  let raw: string | null;
  try {
    raw = localStorage.getItem(conflictKey(postId));
  } catch {
    return NO_COPIES;
  }
  const last = copiesRead.get(postId);
  if (last && last.raw === raw) return last.copies;
  let copies = NO_COPIES;
  try {
    const parsed: unknown = JSON.parse(raw ?? "[]");
    if (Array.isArray(parsed) && parsed.length)
      copies = (parsed as ConflictCopy[]).map((copy) => ({ ...copy, form: withNewerFields(copy.form) }));
  } catch {
    // Unreadable: as if none.
  }
  copiesRead.set(postId, { raw, copies });
  return copies;
}

function writeConflictCopies(postId: number, copies: ConflictCopy[]): ConflictCopy[] {
  try {
    if (copies.length) localStorage.setItem(conflictKey(postId), JSON.stringify(copies));
    else localStorage.removeItem(conflictKey(postId));
    unstored.delete(postId);
  } catch {
    // Storage full or disabled: the copies still show on this page.
    unstored.set(postId, copies);
  }
  for (const listener of copiesListeners) listener();
  return copies;
}

/**
 * For useSyncExternalStore (use-conflict-copies.ts): told of every change of the copies, by this
 * page or by another tab of the site (a `storage` event).
 */
export function subscribeToConflictCopies(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith("asas:post-conflict:")) listener();
  };
  copiesListeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    copiesListeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Adds a copy (earlier ones stay: each is kept until discarded) and returns them all, newest first. */
export function keepConflictCopy(postId: number, draft: StoredDraft): ConflictCopy[] {
  return writeConflictCopies(postId, [
    { ...draft, id: `${draft.savedAt}-${Math.random().toString(36).slice(2, 8)}` },
    ...readConflictCopies(postId),
  ]);
}

export function discardConflictCopy(postId: number, id: string): ConflictCopy[] {
  return writeConflictCopies(
    postId,
    readConflictCopies(postId).filter((copy) => copy.id !== id),
  );
}

/** Riyadh is UTC+3 all year (no daylight saving). */
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;

/** ISO instant → the value of a datetime-local field in Riyadh time. */
export function toRiyadhLocal(iso: string | null): string {
  if (!iso) return "";
  return new Date(new Date(iso).getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value in Riyadh time → ISO instant; null when empty. */
export function fromRiyadhLocal(local: string): string | null {
  if (!local) return null;
  const date = new Date(`${local}:00+03:00`);
  return Number.isNaN(date.getTime()) ? "invalid" : date.toISOString();
}
