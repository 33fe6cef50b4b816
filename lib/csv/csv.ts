// CSV for spreadsheet programs (issue 13, "CSV export"): RFC 4180 (every cell quoted, quotes
// doubled, CRLF between records) in UTF-8 with a byte-order mark, so Excel reads Arabic correctly.

import { withoutBidiControls } from '@/lib/i18n/bidi-controls';

/** The byte-order mark that tells spreadsheet programs the file is UTF-8. */
export const CSV_BOM = '\uFEFF';

// OWASP "CSV Injection": a cell a spreadsheet would read as a formula (or a DDE call) starts with
// one of these; a leading apostrophe makes it text.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell's text with formula injection neutralised (a single quote before a formula start), and
 * without bidi controls (issue 48: an override would show the cell in another order).
 */
export function neutraliseCell(value: string): string {
  const text = withoutBidiControls(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export type CsvValue = string | number | boolean | null | undefined;

/** One cell: text neutralised (numbers are numbers), quoted, its quotes doubled. */
export function csvCell(value: CsvValue): string {
  const text =
    value === null || value === undefined
      ? ''
      : typeof value === 'string'
        ? neutraliseCell(value)
        : String(value);
  return `"${text.replaceAll('"', '""')}"`;
}

/** The whole file: the BOM, a heading row and the rows, each line ended by CRLF. */
export function toCsv(headings: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [headings, ...rows].map((row) => row.map(csvCell).join(','));
  return `${CSV_BOM}${lines.map((line) => `${line}\r\n`).join('')}`;
}
