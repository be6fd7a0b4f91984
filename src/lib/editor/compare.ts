import Delta from "quill-delta";

export type DeltaDocument = { ops: unknown[] };

/**
 * JSON with object keys sorted, so that two values compare equal whatever order their keys came
 * in (PostgreSQL's jsonb and Quill order them differently).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/**
 * Whether two Deltas hold the same document: adjacent inserts with the same attributes are merged
 * first (as Quill does), and key order does not matter. This does not replace Quill's own
 * normalisation of loaded content (unknown formats dropped, a final newline added): compare with
 * the Delta Quill produced after loading, not with what was stored.
 */
export function sameDelta(a: DeltaDocument, b: DeltaDocument): boolean {
  if (a === b) return true;
  const merged = (document: DeltaDocument) => new Delta().compose(new Delta(document.ops as Delta["ops"])).ops;
  return canonicalJson(merged(a)) === canonicalJson(merged(b));
}
