import { type CsvValue, toCsv } from '@/lib/csv/csv';
import { CsvSyntaxError, parseCsv } from '@/lib/csv/parse-csv';

import { type DutyFactInput, dutyFactInputSchema, type StaffDutyFact } from './duty-fact-schemas';
import type { CsvProblems } from './headings-csv';
import { CSV_MAX_BYTES, CSV_MAX_ROWS } from './staff-schemas';

// Issue 46, market access in the console: every agreement's duty facts as one CSV file, a fact a
// row with its scope; lists (partners, except) are written separated by spaces. The export is what
// the import takes: the import replaces the facts of each agreement the file names.

export const DUTY_FACTS_CSV_COLUMNS = [
  'agreement_id',
  'partners',
  'scope',
  'from',
  'to',
  'except',
  'duty_kind',
  'text_en',
  'text_ar',
  'tariff_name',
  'tariff_url',
  'since',
  'sample',
  'source_name_en',
  'source_name_ar',
  'source_url',
  'source_date',
] as const;
type Column = (typeof DUTY_FACTS_CSV_COLUMNS)[number];

export function dutyFactsCsv(rows: readonly StaffDutyFact[]): string {
  const cells = rows.map((row): CsvValue[] => [
    row.agreement_id,
    row.scope.partners.join(' '),
    row.scope.kind,
    row.scope.from ?? '',
    row.scope.to ?? '',
    row.scope.except.join(' '),
    row.duty_kind,
    row.text_en,
    row.text_ar,
    row.tariff.name,
    row.tariff.url,
    row.since ?? '',
    row.sample ? 'yes' : 'no',
    row.source.name_en,
    row.source.name_ar,
    row.source.url,
    row.source.date ?? '',
  ]);
  return toCsv(DUTY_FACTS_CSV_COLUMNS, cells);
}

export type CsvDutyFactRow = { line: number; agreementId: number; input: DutyFactInput };

const unguard = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);
const list = (cell: string) => cell.split(/[\s,;]+/).filter((item) => item !== '');
const orNull = (cell: string) => (cell.trim() === '' ? null : cell.trim());
const YES = new Set(['yes', 'true', '1', 'نعم']);
const NO = new Set(['no', 'false', '0', 'لا', '']);

function rowInput(cells: string[]): Record<string, unknown> {
  const value = (column: Column) => unguard(cells[DUTY_FACTS_CSV_COLUMNS.indexOf(column)] ?? '');
  const sample = value('sample').trim().toLowerCase();
  return {
    partners: list(value('partners')),
    scope: {
      kind: value('scope').trim().toLowerCase(),
      from: orNull(value('from')),
      to: orNull(value('to')),
      except: list(value('except')),
    },
    duty_kind: value('duty_kind').trim().toLowerCase(),
    text_en: value('text_en'),
    text_ar: value('text_ar'),
    tariff: { name: value('tariff_name'), url: value('tariff_url') },
    since: orNull(value('since')),
    sample: YES.has(sample) ? true : NO.has(sample) ? false : sample,
    source: {
      name_en: value('source_name_en'),
      name_ar: value('source_name_ar'),
      url: value('source_url'),
      date: orNull(value('source_date')),
    },
  };
}

/**
 * The file's rows, each validated; the problems instead when any row (or the file) is wrong, so
 * that nothing is applied. Whether each agreement exists is the caller's check.
 */
export function readDutyFactsCsv(
  text: string,
): { rows: CsvDutyFactRow[]; problems: null } | { rows: null; problems: CsvProblems } {
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
  if (names.join(',') !== DUTY_FACTS_CSV_COLUMNS.join(',')) {
    return fail(`line.${header.line}`, 'MarketAccess.csv.header');
  }
  if (body.length === 0) return fail('csv', 'MarketAccess.csv.empty');
  if (body.length > CSV_MAX_ROWS) return fail('csv', 'MarketAccess.csv.tooManyRows');
  const problems: CsvProblems = {};
  const rows: CsvDutyFactRow[] = [];
  for (const record of body) {
    const key = `line.${record.line}`;
    if (record.cells.length !== DUTY_FACTS_CSV_COLUMNS.length) {
      problems[key] = ['MarketAccess.csv.columns'];
      continue;
    }
    const agreement = (record.cells[0] ?? '').trim();
    const agreementId = /^\d{1,9}$/.test(agreement) ? Number(agreement) : 0;
    if (agreementId < 1) (problems[`${key}.agreement_id`] ??= []).push('rules.invalid');
    const parsed = dutyFactInputSchema.safeParse(rowInput(record.cells));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        (problems[`${key}.${issue.path.join('.')}`] ??= []).push(issue.message);
      }
      continue;
    }
    if (agreementId > 0) rows.push({ line: record.line, agreementId, input: parsed.data });
  }
  return Object.keys(problems).length > 0 ? { rows: null, problems } : { rows, problems: null };
}
