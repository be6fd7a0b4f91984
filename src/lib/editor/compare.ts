export type DeltaDocument = { ops: unknown[] };

/**
 * Deep equality of JSON values in which the order of object keys does not matter (PostgreSQL's
 * jsonb and Quill order them differently). Runs on every keystroke of the editor: no copies.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, index) => sameJson(item, other[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left).filter((key) => left[key] !== undefined);
  return (
    keys.length === Object.keys(right).filter((key) => right[key] !== undefined).length &&
    keys.every((key) => Object.hasOwn(right, key) && sameJson(left[key], right[key]))
  );
}

type Op = { insert?: unknown; attributes?: unknown };

/** Adjacent text inserts with the same attributes merged into one, as Quill keeps them. */
function mergedRuns(ops: unknown[]): unknown[] {
  const merged: unknown[] = [];
  for (const op of ops) {
    const previous = merged.at(-1) as Op | undefined;
    const current = op as Op;
    if (
      typeof previous?.insert === "string" &&
      typeof current?.insert === "string" &&
      sameJson(previous.attributes, current.attributes)
    ) {
      merged[merged.length - 1] = { ...previous, insert: previous.insert + current.insert };
    } else merged.push(op);
  }
  return merged;
}

/**
 * Whether two Deltas hold the same document: adjacent inserts with the same attributes count as
 * one (as Quill keeps them), and key order does not matter. This does not replace Quill's own
 * normalisation of loaded content (unknown formats dropped, a final newline added): compare with
 * the Delta Quill produced after loading, not with what was stored.
 */
export function sameDelta(a: DeltaDocument, b: DeltaDocument): boolean {
  return a === b || sameJson(a.ops, b.ops) || sameJson(mergedRuns(a.ops), mergedRuns(b.ops));
}
