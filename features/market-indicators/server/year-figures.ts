import 'server-only';

import { desc, inArray } from 'drizzle-orm';

import type { gdpFigures, populationFigures } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

// A country's yearly figures (GDP, population), newest first, and GDP per capita derived from them
// (issue 58): GDP over population of the same year, the latest year both have.

export type YearValue = { year: number; value: number };

/** Each country's rows, newest year first. */
export async function latestFigures(
  db: Db,
  table: typeof gdpFigures | typeof populationFigures,
  countries: string[],
): Promise<Map<string, YearValue[]>> {
  const rows = await db
    .select({ country: table.country, year: table.year, value: table.value })
    .from(table)
    .where(inArray(table.country, countries))
    .orderBy(desc(table.year));
  const byCountry = new Map<string, YearValue[]>();
  for (const { country, ...row } of rows) {
    const list = byCountry.get(country) ?? [];
    list.push(row);
    byCountry.set(country, list);
  }
  return byCountry;
}

/** GDP per head of the latest year with both figures (a population above zero); null without one. */
export function perCapita(gdp: YearValue[], population: YearValue[]): YearValue | null {
  const people = new Map(population.map((row) => [row.year, row.value]));
  for (const row of gdp) {
    const count = people.get(row.year);
    if (count && count > 0) return { year: row.year, value: row.value / count };
  }
  return null;
}
