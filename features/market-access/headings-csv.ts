import { type CsvValue, toCsv } from '@/lib/csv/csv';
import { CsvSyntaxError, parseCsv } from '@/lib/csv/parse-csv';

import { type HeadingTermsInput, headingTermsInputSchema } from './schemas';
import { CSV_MAX_BYTES, CSV_MAX_ROWS, type StaffHeadingTerms } from './staff-schemas';

// Issue 37, market access in the console: an agreement's headings' terms as a CSV file, one row a
// heading or subheading, the columns named in the first row. The export is what the import takes.

export const HEADINGS_CSV_COLUMNS = [
  'hs_code',
  'preferential_duty_en',
  'preferential_duty_ar',
  'specific_rule_en',
  'specific_rule_ar',
  'sample',
  'source_name_en',
  'source_name_ar',
  'source_url',
  'source_date',
] as const;

export function headingsCsv(rows: readonly StaffHeadingTerms[]): string {
  const cells = rows.map((row): CsvValue[] => [
    row.hs_code,
    row.preferential_duty_en,
    row.preferential_duty_ar,
    row.specific_rule_en,
    row.specific_rule_ar,
    row.sample ? 'yes' : 'no',
    row.source.name_en,
    row.source.name_ar,
    row.source.url,
    row.source.date ?? '',
  ]);
  return toCsv(HEADINGS_CSV_COLUMNS, cells);
}

/** A valid row and the line of the file it starts on. */
export type CsvHeadingRow = { line: number; input: HeadingTermsInput };
/** Every problem of the file: `line.{n}` (or `line.{n}.{field}`, or `csv`) and message keys. */
export type CsvProblems = Record<string, string[]>;

const SAMPLE_VALUES = new Map([
  ['yes', true],
  ['true', true],
  ['1', true],
  ['نعم', true],
  ['no', false],
  ['false', false],
  ['0', false],
  ['لا', false],
  ['', false],
]);

// The export guards a cell a spreadsheet would read as a formula with a leading apostrophe
// (lib/csv/csv.ts); reading it back takes the apostrophe off again.
const unguard = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

function rowInput(cells: string[]): Record<string, unknown> {
  const value = (column: (typeof HEADINGS_CSV_COLUMNS)[number]) =>
    unguard(cells[HEADINGS_CSV_COLUMNS.indexOf(column)] ?? '');
  const sample = SAMPLE_VALUES.get(value('sample').trim().toLowerCase());
  const date = value('source_date').trim();
  return {
    hs_code: value('hs_code'),
    preferential_duty_en: value('preferential_duty_en'),
    preferential_duty_ar: value('preferential_duty_ar'),
    specific_rule_en: value('specific_rule_en'),
    specific_rule_ar: value('specific_rule_ar'),
    sample: sample ?? value('sample'),
    source: {
      name_en: value('source_name_en'),
      name_ar: value('source_name_ar'),
      url: value('source_url'),
      date: date === '' ? null : date,
    },
  };
}

/**
 * The file's rows, each validated; the problems instead when any row (or the file) is wrong, so
 * that nothing is applied. Whether each code is in the nomenclature is the caller's check.
 */
export function readHeadingsCsv(
  text: string,
): { rows: CsvHeadingRow[]; problems: null } | { rows: null; problems: CsvProblems } {
  const fail = (key: string, message: string) => ({ rows: null, problems: { [key]: [message] } });
  if (new TextEncoder().encode(text).length > CSV_MAX_BYTES) {
    return fail('csv', 'MarketAccess.csv.tooLarge');
  }
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError)
      return fail(`line.${error.line}`, 'MarketAccess.csv.quote');
    throw error;
  }
  const [header, ...body] = records;
  if (!header) return fail('csv', 'MarketAccess.csv.empty');
  const names = header.cells.map((cell) => cell.trim().toLowerCase());
  if (names.join(',') !== HEADINGS_CSV_COLUMNS.join(',')) {
    return fail(`line.${header.line}`, 'MarketAccess.csv.header');
  }
  if (body.length === 0) return fail('csv', 'MarketAccess.csv.empty');
  if (body.length > CSV_MAX_ROWS) return fail('csv', 'MarketAccess.csv.tooManyRows');
  const problems: CsvProblems = {};
  const rows: CsvHeadingRow[] = [];
  const seen = new Set<string>();
  for (const record of body) {
    const key = `line.${record.line}`;
    if (record.cells.length !== HEADINGS_CSV_COLUMNS.length) {
      problems[key] = ['MarketAccess.csv.columns'];
      continue;
    }
    const parsed = headingTermsInputSchema.safeParse(rowInput(record.cells));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        (problems[`${key}.${issue.path.join('.')}`] ??= []).push(issue.message);
      }
      continue;
    }
    if (seen.has(parsed.data.hs_code)) {
      problems[`${key}.hs_code`] = ['MarketAccess.csv.duplicate'];
      continue;
    }
    seen.add(parsed.data.hs_code);
    rows.push({ line: record.line, input: parsed.data });
  }
  return Object.keys(problems).length > 0 ? { rows: null, problems } : { rows, problems: null };
}
