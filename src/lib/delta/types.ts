/**
 * Quill 2 Delta types as stored in the `content` jsonb column.
 *
 * These describe WELL-FORMED documents (what the editor writes). Data read from the
 * database must still be treated as `unknown`: `renderDelta` / `deltaToPlainText`
 * validate every value themselves and never trust these types at runtime.
 */

/** Inline and block attributes of an insert op (bold, link, header, list, ...). */
export type DeltaAttributes = Readonly<Record<string, unknown>>;

/** An embed insert: exactly one key, e.g. `{ image: "https://…" }` or `{ formula: "e=mc^2" }`. */
export type DeltaEmbed = Readonly<Record<string, unknown>>;

/** quill-mention's embed payload (`{ insert: { mention: MentionData } }`). */
export interface MentionData {
  readonly id?: string | number;
  readonly value?: string;
  readonly denotationChar?: string;
  readonly link?: string;
  readonly target?: string;
}

export interface DeltaInsertOp {
  readonly insert: string | DeltaEmbed;
  readonly attributes?: DeltaAttributes;
}

/** A document Delta: only insert ops (retain/delete never appear in a stored document). */
export interface Delta {
  readonly ops: readonly DeltaInsertOp[];
}

/** Quill 2 list values; `checked`/`unchecked` form one to-do list. */
export type ListType = "ordered" | "bullet" | "checked" | "unchecked";

/** Alignments that produce a class; `left` is the default and produces none. */
export type Align = "center" | "right" | "justify";

/** What a validated `size` attribute turns into. */
export type SizeFormat =
  { readonly kind: "class"; readonly className: string } | { readonly kind: "style"; readonly fontSize: string };

/** Where a URL is going to be emitted; decides whether `data:image/` is acceptable. */
export type UrlContext = "link" | "image" | "video";

/** Plain (non-array, non-null) object check used on every untrusted value. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Reads an OWN property only, so a polluted Object.prototype can never inject formats. */
export function ownValue(record: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** `{ ops: Array }` → the array; anything else → null. */
export function readOps(input: unknown): readonly unknown[] | null {
  if (!isRecord(input)) return null;
  const ops = ownValue(input, "ops");
  return Array.isArray(ops) ? ops : null;
}
