// The complaints book as CSV for the regulator (issue 16): UTF-8 with a byte-order mark so Excel
// reads the accents, RFC 4180 quoting, and no cell a spreadsheet would run as a formula.

/** Excel reads a UTF-8 file as the system's legacy code page unless it starts with this. */
const byteOrderMark = '\uFEFF';

/**
 * A cell starting with one of these is a formula to Excel, LibreOffice and Google Sheets (OWASP
 * "CSV injection"); tab and carriage return are on OWASP's list too.
 */
const formulaTriggers = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * One cell: defused with a leading apostrophe if a spreadsheet would read it as a formula, then
 * quoted if it holds a quote, comma or line break.
 *
 * @example csvCell('=HYPERLINK("x")') // "\"'=HYPERLINK(\"\"x\"\")\""
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (formulaTriggers.has(text.charAt(0))) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV document: header row, then the rows, CRLF line ends, with the byte-order mark. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${byteOrderMark}${lines.join('\r\n')}\r\n`;
}
