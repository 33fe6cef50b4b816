import 'server-only';
import { and, between, desc, inArray, sql } from 'drizzle-orm';

import {
  countries,
  tradeCountries,
  tradeFlowYears,
  tradeImports,
  tradeJordanExports,
} from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { codeWithPath } from '@/lib/hs/code-with-path';

import {
  BACI_SOURCE,
  GROWTH_YEARS,
  WHERE_TO_SELL_MARKETS,
  type WhereToSellSort,
} from '../constants';
import { growthOf, sortMarkets, unitValueOf } from '../market-figures';
import type { ImportingMarket, WhereToSellAnswer } from '../schemas';

import { agreementsByCountry } from './market-agreements';

// Where to sell a product (issue 38): its importing markets in the latest year imported, from
// the summed BACI flows of every subheading under the code, with growth over five years, Jordan's
// exports there and the agreements Jordan has with each.

const THOUSAND = 1000;

/** The subheadings under a chapter (2 digits), heading (4) or subheading (6): a range of codes. */
export const codeRange = (code: string) => [code.padEnd(6, '0'), code.padEnd(6, '9')] as const;

/** The latest year imported and the year growth is measured from (five before, or the nearest after). */
export function yearsOf(imported: readonly { year: number }[]) {
  const years = imported.map((row) => row.year).sort((a, b) => a - b);
  const latest = years.at(-1) ?? null;
  if (latest === null) return { latest: null, from: null };
  const from = years.find((year) => year >= latest - GROWTH_YEARS && year < latest) ?? null;
  return { latest, from };
}

export type Sums = {
  country: number;
  year: number;
  value: number;
  quantity: number;
  quantityValue: number;
};

export async function importSums(db: Db, code: string, years: number[]): Promise<Sums[]> {
  const [low, high] = codeRange(code);
  return db
    .select({
      country: tradeImports.importer,
      year: tradeImports.year,
      value: sql<number>`sum(${tradeImports.value})`.mapWith(Number),
      quantity: sql<number>`coalesce(sum(${tradeImports.quantity}), 0)`.mapWith(Number),
      quantityValue: sql<number>`sum(${tradeImports.quantity_value})`.mapWith(Number),
    })
    .from(tradeImports)
    .where(and(inArray(tradeImports.year, years), between(tradeImports.hs6, low, high)))
    .groupBy(tradeImports.importer, tradeImports.year);
}

export async function jordanSums(db: Db, code: string, year: number) {
  const [low, high] = codeRange(code);
  const rows = await db
    .select({
      country: tradeJordanExports.partner,
      value: sql<number>`sum(${tradeJordanExports.value})`.mapWith(Number),
    })
    .from(tradeJordanExports)
    .where(
      and(sql`${tradeJordanExports.year} = ${year}`, between(tradeJordanExports.hs6, low, high)),
    )
    .groupBy(tradeJordanExports.partner);
  return new Map(rows.map((row) => [row.country, row.value]));
}

/** The markets' names and codes: BACI's list joined to the portal's countries by alpha-3. */
export async function countriesOf(db: Db, codes: number[]) {
  if (codes.length === 0) return new Map<number, ImportingMarket['country']>();
  const rows = await db
    .select({
      code: tradeCountries.code,
      iso2: tradeCountries.iso2,
      name_en: tradeCountries.name_en,
      numeric: countries.id,
      name_eng: countries.name_eng,
      name_ara: countries.name_ara,
    })
    .from(tradeCountries)
    .leftJoin(countries, sql`${countries.code_3} = ${tradeCountries.iso3}`)
    .where(inArray(tradeCountries.code, codes));
  return new Map(
    rows.map((row) => [
      row.code,
      {
        code: row.iso2 || null,
        numeric: row.numeric,
        name_en: row.name_eng ?? row.name_en,
        name_ar: row.name_ara ?? row.name_en,
      },
    ]),
  );
}

export const jordanCodes = (db: Db) =>
  db
    .select({ code: tradeCountries.code })
    .from(tradeCountries)
    .where(sql`${tradeCountries.iso3} = 'JOR'`)
    .then((rows) => new Set(rows.map((row) => row.code)));

/** Where to sell `code` (digits of the nomenclature); null when the nomenclature lacks the code. */
export async function readWhereToSell(
  db: Db,
  code: string,
  sort: WhereToSellSort = 'value',
): Promise<WhereToSellAnswer | null> {
  const [product, imported, jordan] = await Promise.all([
    codeWithPath(db, code),
    db.select().from(tradeFlowYears).orderBy(desc(tradeFlowYears.year)),
    jordanCodes(db),
  ]);
  if (!product) return null;
  const { latest, from } = yearsOf(imported);
  const empty: WhereToSellAnswer = {
    code: product,
    sort,
    available: false,
    year: latest,
    growth_from: null,
    sample: false,
    source: null,
    world: null,
    markets: [],
  };
  if (latest === null) return empty;
  const [sums, exports] = await Promise.all([
    importSums(db, code, from === null ? [latest] : [latest, from]),
    jordanSums(db, code, latest),
  ]);
  const now = sums.filter((row) => row.year === latest && row.value > 0);
  if (now.length === 0) return empty;
  const before = new Map(sums.filter((row) => row.year === from).map((row) => [row.country, row]));
  const worldValue = now.reduce((total, row) => total + row.value, 0);
  const jordanValue = [...exports.values()].reduce((total, value) => total + value, 0);

  const largest = now
    .filter((row) => !jordan.has(row.country))
    .sort((a, b) => b.value - a.value)
    .slice(0, WHERE_TO_SELL_MARKETS);
  const [names, agreements] = await Promise.all([
    countriesOf(
      db,
      largest.map((row) => row.country),
    ),
    agreementsByCountry(db),
  ]);
  const markets = largest.map((row, index): ImportingMarket => {
    const country = names.get(row.country) ?? {
      code: null,
      numeric: null,
      name_en: String(row.country),
      name_ar: String(row.country),
    };
    const jordanThere = exports.get(row.country) ?? 0;
    const earlier = before.get(row.country);
    return {
      rank: index + 1,
      country,
      value_usd: row.value * THOUSAND,
      world_share: row.value / worldValue,
      growth: from === null ? null : growthOf(earlier?.value ?? 0, row.value, latest - from),
      jordan_value_usd: jordanThere * THOUSAND,
      jordan_share: jordanThere / row.value,
      unit_value_usd_per_tonne: unitValueOf(row.quantityValue * THOUSAND, row.quantity),
      agreements: (country.code && agreements.get(country.code)) || [],
    };
  });
  const shown = imported.filter((row) => row.year === latest || row.year === from);
  const newest = imported.find((row) => row.year === latest)!;
  return {
    code: product,
    sort,
    available: true,
    year: latest,
    growth_from: from,
    sample: shown.some((row) => row.sample),
    source: {
      name: BACI_SOURCE.name,
      release: newest.release,
      revision: newest.revision,
      url: BACI_SOURCE.url,
      licence: BACI_SOURCE.licence,
      licence_url: BACI_SOURCE.licenceUrl,
      attribution: BACI_SOURCE.attribution,
    },
    world: {
      value_usd: worldValue * THOUSAND,
      jordan_value_usd: jordanValue * THOUSAND,
      jordan_share: jordanValue / worldValue,
      markets: now.length,
    },
    markets: sortMarkets(markets, sort),
  };
}
