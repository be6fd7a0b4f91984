/**
 * CSV that opens correctly in a spreadsheet: UTF-8 with a byte-order mark (so Arabic shows in
 * Excel), CRLF line ends, every field quoted, and cells that a spreadsheet would take for a
 * formula (= + - @ and control characters) prefixed with an apostrophe.
 */
export function toCsv(rows: Array<Array<string | number | boolean | null | undefined>>): string {
  const cell = (value: string | number | boolean | null | undefined) => {
    let text = value === null || value === undefined ? "" : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return `"${text.replace(/"/g, '""')}"`;
  };
  return `\uFEFF${rows.map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}
