import 'server-only';
import { and, asc, count, eq, like, sql } from 'drizzle-orm';

import { tariffLines, tariffSources } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { tariffImportCommand, tariffKindOf } from '@/lib/tariffs/tariff-kinds';

import { MFN_LINES_SHOWN, type MfnTariff } from '../mfn-schemas';

// The partner's general (MFN) duty from its imported official tariff (issue 46): the lines under
// an HS code (a heading's or a subheading's digits), and a coverage reader for the console.

/** The partner's MFN lines under `code`; null when no importable tariff covers the partner. */
export async function readMfnTariff(
  db: Db,
  code: string,
  partner: string,
): Promise<MfnTariff | null> {
  const kind = tariffKindOf(partner);
  if (!kind) return null;
  const base = { partner, command: tariffImportCommand(kind) };
  const [source] = await db.select().from(tariffSources).where(eq(tariffSources.source, kind));
  if (!source) return { ...base, status: 'not_imported', source: null, lines: [], total: 0 };
  const digits = code.replace(/\D/g, '').slice(0, 8);
  const under = and(eq(tariffLines.source_id, source.id), like(tariffLines.code, `${digits}%`));
  const [lines, [counted]] = await Promise.all([
    db
      .select({
        code: tariffLines.code,
        written: tariffLines.written,
        description: tariffLines.description,
        context: tariffLines.context,
        general: tariffLines.general,
        jordan: tariffLines.jordan,
        units: tariffLines.units,
      })
      .from(tariffLines)
      .where(under)
      .orderBy(asc(tariffLines.code))
      .limit(MFN_LINES_SHOWN),
    db.select({ total: count() }).from(tariffLines).where(under),
  ]);
  return {
    ...base,
    status: lines.length > 0 ? 'lines' : 'no_line',
    source: {
      kind,
      name: source.name,
      edition: source.edition,
      url: source.url,
      file_date: source.file_date,
      imported_at: new Date(source.imported_at).toISOString(),
    },
    lines,
    total: counted?.total ?? 0,
  };
}

export type MfnCoverage = {
  kind: string;
  partner: string;
  name: string;
  edition: string | null;
  url: string;
  file_date: string | null;
  imported_at: string;
  lines: number;
  /** The HS chapters (2 digits) with at least one line, in order. */
  chapters: string[];
};

/** Which partners and HS chapters have imported MFN lines, and how old each tariff is. */
export async function mfnCoverage(db: Db): Promise<MfnCoverage[]> {
  const rows = await db
    .select({
      kind: tariffSources.source,
      partner: tariffSources.partner,
      name: tariffSources.name,
      edition: tariffSources.edition,
      url: tariffSources.url,
      file_date: tariffSources.file_date,
      imported_at: tariffSources.imported_at,
      lines: tariffSources.lines,
      chapters: sql<
        string[] | null
      >`(select array_agg(distinct substr(${tariffLines.hs6}, 1, 2) order by substr(${tariffLines.hs6}, 1, 2)) from ${tariffLines} where ${tariffLines.source_id} = ${tariffSources.id})`,
    })
    .from(tariffSources)
    .orderBy(asc(tariffSources.partner), asc(tariffSources.source));
  return rows.map((row) => ({
    ...row,
    imported_at: new Date(row.imported_at).toISOString(),
    chapters: row.chapters ?? [],
  }));
}
