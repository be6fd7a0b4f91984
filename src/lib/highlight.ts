const ESCAPE = /[.*+?^${}()|[\]\\]/g;

/** A pattern for the words of a search term that also matches the other spellings of Arabic letters. */
export function highlightPattern(term: string): RegExp | null {
  const words = term
    .normalize("NFKC")
    .split(/[^\p{L}\p{N}]+/u)
    .map((word) => word.replace(/^(وال|بال|كال|فال|لل|ال)(?=\p{L}{2,})/u, ""))
    .filter((word) => word.length >= 2)
    .map((word) =>
      word
        .replace(ESCAPE, "\\$&")
        .replace(/[اأإآ]/g, "[اأإآ]")
        .replace(/[هة]/g, "[هة]")
        .replace(/[يى]/g, "[يى]"),
    );
  if (words.length === 0) return null;
  return new RegExp(`(${words.sort((a, b) => b.length - a.length).join("|")})`, "giu");
}

/** Splits text into plain and matching parts, for rendering the matches in <mark>. */
export function splitForHighlight(text: string, term: string): Array<{ text: string; match: boolean }> {
  const pattern = highlightPattern(term);
  if (!pattern) return [{ text, match: false }];
  const parts: Array<{ text: string; match: boolean }> = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const index = found.index ?? 0;
    if (index > last) parts.push({ text: text.slice(last, index), match: false });
    parts.push({ text: found[0], match: true });
    last = index + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
