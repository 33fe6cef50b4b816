// PostgreSQL's COPY text format (https://www.postgresql.org/docs/current/sql-copy.html, "Text
// Format"): one line a row, values separated by a tab, NULL written `\N`, and in a value a
// backslash, tab, newline or carriage return written as its backslash escape. Nothing else needs
// escaping: every other character (quotes, commas, Arabic) goes through as UTF-8.

export type CopyValue = string | number | boolean | null;

const SPECIAL = /[\\\t\n\r]/;
const SPECIALS = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A value that PostgreSQL's text cannot hold. */
export class CopyValueError extends Error {}

/** One value as COPY's text format writes it. */
export function copyField(value: CopyValue): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value); // NaN, Infinity, 1e+21: float8 reads them
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value.includes('\0')) throw new CopyValueError('a text value holds a NUL character');
  return SPECIAL.test(value) ? value.replace(SPECIALS, (special) => ESCAPES[special]!) : value;
}

/** One row as a line of COPY's text format, its newline included. */
export function copyLine(row: readonly CopyValue[]): string {
  let line = copyField(row[0] ?? null);
  for (let index = 1; index < row.length; index += 1) line += `\t${copyField(row[index]!)}`;
  return `${line}\n`;
}

/** `"name"`, as PostgreSQL quotes an identifier. */
export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A PostgreSQL array literal of texts ({"a","b"}), for COPY or a `::text[]` parameter. */
export const textArrayLiteral = (values: readonly string[]) =>
  `{${values.map((value) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
