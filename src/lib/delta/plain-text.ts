/**
 * Delta → plain text for excerpts, reading time and search indexing.
 * Same line model as `renderDelta`: one output line per Delta line, no markup, never throws.
 */
import { sanitizeDenotationChar } from "./sanitize";
import { isRecord, ownValue, readOps } from "./types";

function embedText(embed: Record<string, unknown>): string | null {
  const keys = Object.keys(embed);
  if (keys.length !== 1 || keys[0] !== "mention") return null;
  const mention = embed.mention;
  if (!isRecord(mention)) return null;
  const name = ownValue(mention, "value");
  if (typeof name !== "string" || name === "") return null;
  return sanitizeDenotationChar(ownValue(mention, "denotationChar")) + name;
}

function collect(input: unknown): string {
  const ops = readOps(input);
  if (ops === null) return "";
  const lines: string[] = [];
  let line = "";
  for (const op of ops) {
    if (!isRecord(op)) continue;
    const insert = ownValue(op, "insert");
    if (typeof insert === "string") {
      let start = 0;
      for (;;) {
        const newline = insert.indexOf("\n", start);
        if (newline === -1) {
          line += insert.slice(start);
          break;
        }
        lines.push(line + insert.slice(start, newline));
        line = "";
        start = newline + 1;
      }
    } else if (isRecord(insert)) {
      const keys = Object.keys(insert);
      if (keys.length === 1 && keys[0] === "video") {
        // A video is a block of its own: it ends the text before it, like in renderDelta.
        if (line !== "") lines.push(line);
        line = "";
        continue;
      }
      // Mentions read as words in the sentence; images, videos and formulas are dropped.
      const text = embedText(insert);
      if (text !== null) line += text;
    }
  }
  if (line !== "") lines.push(line);

  // Blank lines at either end are layout, not text.
  let first = 0;
  let last = lines.length - 1;
  while (first <= last && (lines[first] ?? "").trim() === "") first++;
  while (last >= first && (lines[last] ?? "").trim() === "") last--;
  return lines.slice(first, last + 1).join("\n");
}

/**
 * The visible text of a stored Delta: Delta lines (paragraphs, headers, list items, code lines)
 * joined by "\n", mentions as `@value`, other embeds dropped, no leading/trailing blank lines.
 * Anything that is not `{ ops: Array }` → "".
 */
export function deltaToPlainText(input: unknown): string {
  try {
    return collect(input);
  } catch {
    // Only reachable through exotic inputs (throwing getters, Proxies).
    return "";
  }
}
