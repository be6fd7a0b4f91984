/**
 * The direction of a post's lines follows the post's language, never the dashboard's: an English
 * post started from the Arabic dashboard must not keep the right-to-left line format the editor
 * gives an empty Arabic post (or that Quill carries from line to line as one types).
 *
 * A line keeps the other direction only when its own text asks for it: a line in Arabic script in
 * an English post stays right-to-left. Mirrored in SQL by the migration that mended the posts saved
 * before this rule (drizzle/, "post_content_direction"); the two are tested on the same documents.
 */
import type { DeltaAttributes, DeltaInsertOp } from "./types";

type Document = { ops: unknown[] };

/** A letter of a right-to-left script (Hebrew, Arabic, Syriac, Thaana, N'Ko, and their forms). */
const RIGHT_TO_LEFT_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;
/** A letter of a left-to-right script as Western text is written (Latin, with its accents). */
const LATIN_LETTER = /[A-Za-z\u00c0-\u024f]/u;

/** The line format of a right-to-left line, as the editor's direction button writes it. */
const RIGHT_TO_LEFT = { direction: "rtl", align: "right" } as const;

const isLineBreaks = (op: DeltaInsertOp): op is DeltaInsertOp & { insert: string } =>
  typeof op.insert === "string" && /^\n+$/.test(op.insert);

/** Equal formats whatever the order of their names (as PostgreSQL compares jsonb). */
const sameAttributes = (a: DeltaAttributes | undefined, b: DeltaAttributes | undefined) => {
  const sorted = (value: DeltaAttributes | undefined) =>
    JSON.stringify(Object.entries(value ?? {}).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)));
  return sorted(a) === sorted(b);
};

type LineRule = (attributes: DeltaAttributes | undefined, text: string) => DeltaAttributes | undefined;

/** In an English post, a right-to-left line without a letter of a right-to-left script is wrong. */
const leftToRight: LineRule = (attributes, text) => {
  if (attributes?.direction !== "rtl" || RIGHT_TO_LEFT_LETTER.test(text)) return attributes;
  const { direction: _direction, align, ...rest } = attributes;
  const kept = align === "right" ? rest : { ...rest, align };
  return Object.keys(kept).length > 0 ? kept : undefined;
};

/**
 * In an Arabic post, a line with no direction or alignment of its own starts right-to-left (as the
 * editor starts an empty one), unless it is written in Latin letters only: an English quotation
 * keeps its own direction.
 */
const rightToLeft: LineRule = (attributes, text) => {
  if (attributes?.direction !== undefined || attributes?.align !== undefined) return attributes;
  if (LATIN_LETTER.test(text) && !RIGHT_TO_LEFT_LETTER.test(text)) return attributes;
  return { ...attributes, ...RIGHT_TO_LEFT };
};

/**
 * The content with each line's direction following the post's language, for the editor when a
 * post's language is chosen: English lines lose a right-to-left format their text does not ask for,
 * Arabic lines without one get it. Only line formats change; text, embeds and inline formats are
 * kept as they are.
 */
export function contentInLanguage<T extends Document>(content: T, locale: "ar" | "en"): T {
  return withLineRule(content, locale === "en" ? leftToRight : rightToLeft);
}

/**
 * What the server stores: an English post's lines without the right-to-left format their text does
 * not ask for; an Arabic post as it came (a line without a format is right-to-left on its page).
 */
export function mendLineDirections<T extends Document>(content: T, locale: "ar" | "en"): T {
  return locale === "en" ? withLineRule(content, leftToRight) : content;
}

/** What is not a well-formed document is returned as it is, for the validation to refuse. */
function withLineRule<T extends Document>(content: T, rule: LineRule): T {
  if (!Array.isArray(content.ops)) return content;
  const ops: DeltaInsertOp[] = [];
  // As a Delta joins what it is given: two texts of the same format are one insert.
  const push = (op: DeltaInsertOp) => {
    const last = ops.at(-1);
    if (
      last &&
      typeof last.insert === "string" &&
      typeof op.insert === "string" &&
      sameAttributes(last.attributes, op.attributes)
    ) {
      ops[ops.length - 1] = { ...last, insert: last.insert + op.insert };
    } else ops.push(op);
  };
  let line = "";
  let changed = false;
  for (const raw of content.ops) {
    const op = raw as DeltaInsertOp;
    if (typeof op !== "object" || op === null || !("insert" in op)) return content;
    if (typeof op.insert === "string" && !isLineBreaks(op) && !op.attributes && op.insert.includes("\n")) {
      // Lines of plain text in one insert: each line break is a line of its own format.
      const [first = "", ...rest] = op.insert.split("\n");
      for (const piece of [first, ...rest].slice(0, -1)) {
        if (piece) push({ insert: piece });
        const attributes = rule(undefined, line + piece);
        if (attributes) changed = true;
        push(attributes ? { insert: "\n", attributes } : { insert: "\n" });
        line = "";
      }
      line = rest.at(-1) ?? "";
      if (line) push({ insert: line });
      continue;
    }
    if (!isLineBreaks(op)) {
      push(op);
      if (typeof op.insert !== "string") continue;
      const lastBreak = op.insert.lastIndexOf("\n");
      line = lastBreak < 0 ? line + op.insert : op.insert.slice(lastBreak + 1);
      continue;
    }
    // Each line break ends a line: the first one the text before it, the others an empty line.
    for (let index = 0; index < op.insert.length; index++) {
      const attributes = rule(op.attributes, index === 0 ? line : "");
      if (attributes !== op.attributes) changed = true;
      push(attributes ? { insert: "\n", attributes } : { insert: "\n" });
    }
    line = "";
  }
  return changed ? { ...content, ops } : content;
}
