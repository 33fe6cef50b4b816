import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { hsCodes, hsCorrelations, type HsOlderEdition } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { rowsOf } from '@/lib/search/vocabulary-match';

// What a code typed or addressed stands for (issue 45): a code of the 2022 nomenclature, or a
// subheading of an older edition (2017, then 2012: the newest that has it) with its 2022
// successors from the UN Statistics Division's correlation tables, or nothing. The input is a
// code's digits as `hsCodeOf` gives them (2, 4 or 6); the tables are of subheadings, so only a
// 6-digit code can be an older one.

/** A 2022 successor of an older code, with the Arabic name it shows (its heading's when it has none). */
export type HsSuccessor = {
  code: string;
  name_en: string;
  name_ar: string;
  name_ar_of_heading: boolean;
};

export type HsResolution =
  | { kind: 'current'; code: string }
  | { kind: 'older'; edition: HsOlderEdition; code: string; successors: HsSuccessor[] }
  | { kind: 'unknown'; code: string };

/** The resolution's one 2022 code: the code itself, or an older code's only successor. */
export function singleCodeOf(resolution: HsResolution): string | null {
  if (resolution.kind === 'current') return resolution.code;
  if (resolution.kind === 'older' && resolution.successors.length === 1) {
    return resolution.successors[0]!.code;
  }
  return null;
}

const heading = alias(hsCodes, 'heading');

/** The older editions' rows for the code, newest edition first, with the successors' names. */
function successorRows(db: Db, code: string) {
  return db
    .select({
      edition: hsCorrelations.old_edition,
      code: hsCodes.code,
      name_en: hsCodes.name_en,
      name_ar: hsCodes.name_ar,
      heading_ar: sql<string>`coalesce(${heading.name_ar}, '')`,
    })
    .from(hsCorrelations)
    .innerJoin(hsCodes, eq(hsCodes.code, hsCorrelations.code))
    .leftJoin(heading, eq(heading.code, sql`left(${hsCodes.code}, 4)`))
    .where(eq(hsCorrelations.old_code, code))
    .orderBy(sql`${hsCorrelations.old_edition} desc`, asc(hsCodes.code));
}

/** What the code stands for: itself, an older code's successors, or nothing. */
export async function resolveHsCode(db: Db, code: string): Promise<HsResolution> {
  const [current] = await db
    .select({ code: hsCodes.code })
    .from(hsCodes)
    .where(eq(hsCodes.code, code));
  if (current) return { kind: 'current', code };
  if (!/^\d{6}$/.test(code)) return { kind: 'unknown', code };
  const rows = await successorRows(db, code);
  const edition = rows[0]?.edition;
  if (edition === undefined) return { kind: 'unknown', code };
  const successors = rows
    .filter((row) => row.edition === edition)
    .map(({ code: successor, name_en, name_ar, heading_ar }) => ({
      code: successor,
      name_en,
      name_ar: name_ar || heading_ar,
      name_ar_of_heading: !name_ar && !!heading_ar,
    }));
  return { kind: 'older', edition, code, successors };
}

/** An older code and its edition, as a redirect's query carries them (`?from=150910&edition=2017`). */
export type HsOlderNote = { edition: HsOlderEdition; code: string };

/**
 * The note a redirect's query asks for, when it is true: `from` is a subheading of HS `edition`
 * whose only 2022 successor is `code`. Anything else (a spoofed or stale query) is no note.
 */
export async function olderNoteOf(
  db: Db,
  query: { from?: string | null; edition?: string | null },
  code: string,
): Promise<HsOlderNote | null> {
  const { from, edition } = query;
  if (!from || !edition || !/^\d{6}$/.test(from)) return null;
  const resolution = await resolveHsCode(db, from);
  if (resolution.kind !== 'older' || String(resolution.edition) !== edition) return null;
  return singleCodeOf(resolution) === code ? { edition: resolution.edition, code: from } : null;
}

/**
 * The older codes whose only 2022 successor is `code` (in the newest edition that has them, and
 * not 2022 codes themselves): the notes its page may be asked to show after a redirect.
 */
export async function olderCodesBecoming(db: Db, code: string): Promise<HsOlderNote[]> {
  const rows = await db.execute(sql`
    select c.old_edition as edition, c.old_code as code from ${hsCorrelations} c
    where c.code = ${code}
      and not exists (select 1 from ${hsCodes} h where h.code = c.old_code)
      and c.old_edition = (select max(e.old_edition) from ${hsCorrelations} e
                           where e.old_code = c.old_code)
      and not exists (select 1 from ${hsCorrelations} o where o.old_code = c.old_code
                      and o.old_edition = c.old_edition and o.code <> c.code)
    order by c.old_code`);
  return rowsOf<{ edition: number; code: string }>(rows).map((row) => ({
    edition: Number(row.edition) as HsOlderEdition,
    code: row.code,
  }));
}

/** The query that carries an older code's note to its successor's page. */
export const olderNoteQuery = (note: HsOlderNote) => `from=${note.code}&edition=${note.edition}`;
