/**
 * CSV that opens correctly in a spreadsheet: UTF-8 with a byte-order mark (so Arabic shows in
 * Excel), CRLF line ends, and every field quoted with its quotes doubled (RFC 4180), so that no
 * value can start a cell of its own.
 *
 * Formula injection: a spreadsheet runs a cell that starts with = + - or @ (and, after trimming
 * by some importers, tab, CR or LF; their full-width forms are included as a precaution)
 * as a formula. OWASP (ASVS 5 §1.2.10, the CSV Injection page) prefixes such cells with an
 * apostrophe, but Excel shows that apostrophe when it opens a CSV file: a phone number reads
 * "'+966…". A tab in front, the other common trick, is itself on OWASP's list of formula starts,
 * and is safe only as long as no importer trims it. Such cells are prefixed instead with a
 * Unicode direction mark: invisible, not whitespace that an importer trims, not a formula start,
 * and it makes the cell read in the value's own direction (left to right for a phone number or an
 * e-mail address, even in an Arabic sheet). See `defuseFormula`.
 */
export function toCsv(rows: Array<Array<string | number | boolean | null | undefined>>): string {
  const cell = (value: string | number | boolean | null | undefined) => {
    const text = defuseFormula(value === null || value === undefined ? "" : String(value));
    return `"${text.replace(/"/g, '""')}"`;
  };
  return `\uFEFF${rows.map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}

/** Characters that make a spreadsheet read a cell as a formula when they come first. */
const FORMULA_START = /^[=+\-@\t\r\n\0\uFF1D\uFF0B\uFF0D\uFF20]/;
const LEFT_TO_RIGHT_MARK = "\u200E";
const RIGHT_TO_LEFT_MARK = "\u200F";
/** The first letter decides a text's direction, as in the Unicode bidirectional algorithm. */
const FIRST_LETTER = /\p{L}/u;
const RIGHT_TO_LEFT_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/**
 * A value that a spreadsheet would take for a formula, made plain text: a left-to-right mark in
 * front (a right-to-left mark for Arabic text), which no spreadsheet shows. "+966551234567" stays
 * "+966551234567" on screen, as text, without an apostrophe and without turning into a number.
 */
export function defuseFormula(text: string): string {
  if (!FORMULA_START.test(text)) return text;
  const letter = FIRST_LETTER.exec(text)?.[0];
  return `${letter && RIGHT_TO_LEFT_LETTER.test(letter) ? RIGHT_TO_LEFT_MARK : LEFT_TO_RIGHT_MARK}${text}`;
}
