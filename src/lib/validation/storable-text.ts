/**
 * Text PostgreSQL cannot store: the NUL character (text and jsonb refuse it), and half of a UTF-16
 * surrogate pair without the other half (not a character at all, refused once encoded as UTF-8, or
 * by jsonb). JSON can carry both ("\u0000", "\ud800"), so any value read from a client may.
 */
export type UnstorableText = { path: string; problem: "nul" | "lone_surrogate" };

const problemOf = (text: string): UnstorableText["problem"] | null =>
  text.includes("\u0000") ? "nul" : text.isWellFormed() ? null : "lone_surrogate";

/**
 * The first string in the value (an object's keys included) holding such characters, with where it
 * is ("content.ops.3.insert"; "" for the value itself), or null. Walked without recursion: a body
 * nested a million levels deep is still only read once.
 */
export function findUnstorableText(value: unknown): UnstorableText | null {
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: "" }];
  const at = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === "string") {
      const problem = problemOf(current);
      if (problem) return { path, problem };
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--)
        pending.push({ value: current[index], path: at(path, String(index)) });
    } else if (current !== null && typeof current === "object") {
      const entries = Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, item] = entries[index]!;
        const problem = problemOf(key);
        if (problem) return { path: at(path, key.replace(/[^\p{L}\p{N}_-]/gu, "?")), problem };
        pending.push({ value: item, path: at(path, key) });
      }
    }
  }
  return null;
}
