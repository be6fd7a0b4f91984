import { diffWords } from "diff";

/**
 * A readable comparison of two texts, word by word: what stayed, what was added and what was
 * removed. Words are cut as the language cuts them (Intl.Segmenter), so an Arabic word changes as a
 * whole rather than letter by letter.
 */
export type TextChange = { kind: "same" | "added" | "removed"; text: string };

export function wordChanges(before: string, after: string, locale: string): TextChange[] {
  const intlSegmenter = new Intl.Segmenter(locale, { granularity: "word" });
  return diffWords(before, after, { intlSegmenter }).map((part) => ({
    kind: part.added ? "added" : part.removed ? "removed" : "same",
    text: part.value,
  }));
}

/** Whether the comparison found any change. */
export const hasChanges = (changes: readonly TextChange[]) => changes.some((change) => change.kind !== "same");
