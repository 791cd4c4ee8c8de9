/** Cells whose first character makes a spreadsheet read a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: a formula-looking text gets a leading ', then quoted when it needs to be (RFC 4180). */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A CSV file (RFC 4180: CRLF line ends, quoted cells) with a UTF-8 byte-order mark, so that
 * spreadsheet programs read Arabic, Japanese or Chinese text as UTF-8.
 */
export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
