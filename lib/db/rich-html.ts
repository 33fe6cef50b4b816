import { eq, getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

import { sanitizeRichHtml } from '../html/sanitize';

import {
  enquiryPages,
  faqs,
  ftaCountryAgreements,
  guide,
  menuChildren,
  news,
  publications,
  sponsors,
} from './schema';
import type { Db } from './types';

// Issue 25: the columns that hold staff-written HTML, which pages render through RichContent.
// Each is stored only as the rendering allowlist (lib/html/sanitize.ts) leaves it: cleaned when
// written (cleanRichHtml), re-cleaned at start-up for what was stored before (cleanStoredHtml),
// and cleaned again when the public API reads it (cleanRichHtmlRows), so a writer that forgot is
// never served raw. A new HTML column is added here.

const guideSteps = [1, 2, 3, 4, 5, 6, 7].flatMap((step) => [`step_${step}`, `step_${step}_ara`]);

export const RICH_HTML_COLUMNS = {
  news: ['TARIFF_ENG', 'TARIFF_ARA'],
  sponsors: ['TARIFF_ENG', 'TARIFF_ARA'],
  menu_children: ['content_eng', 'content_ara'],
  faqs: ['answer_eng', 'answer_ara'],
  guide: ['step_guide_eng', 'step_guide_ara', ...guideSteps],
  enquiry_pages: ['result_description_eng', 'result_description_ara'],
  publications: ['TARIFF_ENG', 'TARIFF_ARA'],
  // The map's country pages (issue 27).
  fta_country_agreements: ['content_eng', 'content_ara'],
} as const satisfies Record<string, readonly string[]>;

type RichTableName = keyof typeof RICH_HTML_COLUMNS;

const TABLES: Record<RichTableName, PgTable & { id: PgColumn }> = {
  news,
  sponsors,
  menu_children: menuChildren,
  faqs,
  guide,
  enquiry_pages: enquiryPages,
  publications,
  fta_country_agreements: ftaCountryAgreements,
};

function columnsOf(table: PgTable): readonly string[] {
  return RICH_HTML_COLUMNS[getTableName(table) as RichTableName] ?? [];
}

/** `values` with each HTML column of `table` it holds cleaned (the other fields as they are). */
export function cleanRichHtml<T extends Record<string, unknown>>(table: PgTable, values: T): T {
  const cleaned: Record<string, unknown> = { ...values };
  for (const column of columnsOf(table)) {
    const value = cleaned[column];
    if (typeof value === 'string') cleaned[column] = sanitizeRichHtml(value);
  }
  return cleaned as T;
}

// The public reads clean the same stored values again and again (a news list is ~3 ms of
// sanitising): the last results are kept, keyed by the stored text (at most 128 texts of 16,000
// characters or fewer, a few megabytes at worst).
const MEMO_SIZE = 128;
const MEMO_TEXT_MAX = 16_000;
const memo = new Map<string, string>();

function cleanMemoized(html: string): string {
  if (html.length > MEMO_TEXT_MAX) return sanitizeRichHtml(html);
  const known = memo.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeRichHtml(html);
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value!);
  memo.set(html, clean);
  return clean;
}

/** A row read from `table` for the public, its HTML columns cleaned. */
export function cleanRichHtmlRow<T extends Record<string, unknown>>(table: PgTable, row: T): T {
  const cleaned: Record<string, unknown> = { ...row };
  for (const column of columnsOf(table)) {
    const value = cleaned[column];
    if (typeof value === 'string') cleaned[column] = cleanMemoized(value);
  }
  return cleaned as T;
}

/** Rows read from `table` for the public, their HTML columns cleaned. */
export function cleanRichHtmlRows<T extends Record<string, unknown>>(
  table: PgTable,
  rows: T[],
): T[] {
  return rows.map((row) => cleanRichHtmlRow(table, row));
}

/**
 * Rewrites every stored HTML value that the allowlist would change, and only those (so running it
 * again writes nothing). Runs after the SQL migrations at each start; answers the rows rewritten.
 */
export async function cleanStoredHtml(db: Db): Promise<number> {
  let rewritten = 0;
  for (const [name, table] of Object.entries(TABLES) as [
    RichTableName,
    (typeof TABLES)[RichTableName],
  ][]) {
    const columns = RICH_HTML_COLUMNS[name];
    const all = getTableColumns(table) as Record<string, PgColumn>;
    const selection = Object.fromEntries(columns.map((column) => [column, all[column]!]));
    const rows = (await db.select({ id: table.id, ...selection }).from(table as PgTable)) as Record<
      string,
      unknown
    >[];
    for (const row of rows) {
      const changes: Record<string, string> = {};
      for (const column of columns) {
        const value = row[column];
        if (typeof value !== 'string') continue;
        const clean = sanitizeRichHtml(value);
        if (clean !== value) changes[column] = clean;
      }
      if (Object.keys(changes).length === 0) continue;
      await db
        .update(table)
        .set(changes)
        .where(eq(table.id, row.id as number));
      rewritten += 1;
    }
  }
  return rewritten;
}
