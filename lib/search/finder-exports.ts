import { sql } from 'drizzle-orm';

import { hsCodes, tradeFlowYears, tradeJordanExports } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

// The HS finder's tie-break (issue 45): what Jordan exports of each code, from the trade flows
// imported (BACI, features/trade-flows), so that among codes a query finds equally well the goods
// Jordan actually sells come first. Written whenever flows are imported or seeded and on start-up
// (hs_codes.export_value), never computed per query: a subheading's value is its own, a heading's
// the sum of its subheadings', a chapter's 0 (a chapter is never preferred to a heading for it).

/** The years averaged: the last ones imported. */
export const EXPORT_YEARS = 3;

/**
 * Writes every code's export value (the mean of the last EXPORT_YEARS years); the rows changed.
 * A code finds its sum by a join (issue 46: a subquery per code scanned the sums again for each of
 * the nomenclature's 6,936 codes, 2.8 s of every import).
 */
export async function refreshExportValues(db: Db): Promise<number> {
  const result = await db.execute(sql`
    with years as (
      select year from ${tradeFlowYears} order by year desc limit ${sql.raw(String(EXPORT_YEARS))}
    ),
    yearly as (select count(*) as n from years),
    by_code as (
      select e.hs6 as code, sum(e.value) as value from ${tradeJordanExports} e
      where e.year in (select year from years) group by e.hs6
    ),
    by_heading as (select left(code, 4) as code, sum(value) as value from by_code group by 1),
    wanted as (
      select c.code, coalesce(case c.level
          when 6 then s.value
          when 4 then g.value
          else 0 end / nullif((select n from yearly), 0), 0) as value
      from ${hsCodes} c
      left join by_code s on s.code = c.code
      left join by_heading g on g.code = c.code
    )
    update ${hsCodes} h set export_value = w.value
    from wanted w
    where h.code = w.code and h.export_value is distinct from w.value`);
  return (result as { rowCount?: number; affectedRows?: number }).rowCount ?? 0;
}
