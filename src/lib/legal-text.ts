/**
 * The text of the legal pages (privacy, terms, accessibility) as the marketing team writes it in
 * the dashboard: plain text where a line starting with "## " is a heading, lines starting with
 * "- " make a list, and a blank line ends a paragraph. No markup: the page escapes every character.
 */
export type LegalBlock =
  { type: "heading"; text: string } | { type: "paragraph"; text: string } | { type: "list"; items: string[] };

export function parseLegalText(body: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ type: "paragraph", text: paragraph.join(" ") });
    if (list?.length) blocks.push({ type: "list", items: list });
    paragraph = [];
    list = null;
  };
  for (const raw of body.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    if (!line) {
      flush();
    } else if (line.startsWith("## ")) {
      flush();
      blocks.push({ type: "heading", text: line.slice(3).trim() });
    } else if (line.startsWith("- ")) {
      if (paragraph.length) {
        blocks.push({ type: "paragraph", text: paragraph.join(" ") });
        paragraph = [];
      }
      (list ??= []).push(line.slice(2).trim());
    } else if (list) {
      // A line under a list item continues it.
      list[list.length - 1] = `${list[list.length - 1]} ${line}`;
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** The headings of a text, for a table of contents and ids. */
export const legalHeadings = (blocks: LegalBlock[]) =>
  blocks.filter((block): block is Extract<LegalBlock, { type: "heading" }> => block.type === "heading");

/** Splits text into plain parts and e-mail addresses, so addresses can become mailto links. */
export function withEmailLinks(text: string): Array<{ text: string; email?: string }> {
  const parts: Array<{ text: string; email?: string }> = [];
  let last = 0;
  for (const match of text.matchAll(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g)) {
    const start = match.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: match[0], email: match[0] });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
