/** Unsaved work kept in the browser until the server has it, so a failed save or a crash loses nothing. */
export type PostFormState = {
  title: string;
  slug: string;
  metaDescription: string;
  coverImage: string;
  locale: "ar" | "en";
  status: "draft" | "published" | "scheduled";
  /** Riyadh local time, as the datetime-local field holds it ("2026-03-01T09:30"), or "". */
  publishedAt: string;
  author: string;
  translationId: number | null;
  content: { ops: unknown[] };
};

export type StoredDraft = { form: PostFormState; baseVersion: number | null; savedAt: string };

const key = (postId: number | null) => `asas:post-draft:${postId ?? "new"}`;

export function readDraft(postId: number | null): StoredDraft | null {
  try {
    const raw = localStorage.getItem(key(postId));
    return raw ? (JSON.parse(raw) as StoredDraft) : null;
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
