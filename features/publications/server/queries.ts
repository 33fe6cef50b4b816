import 'server-only';
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';

import { cleanRichHtmlRow } from '@/lib/db/rich-html';
import { countries, industries, publications } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { formatDate } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';
import { pageFields, pageOffset } from '@/lib/pagination';
import { searchPattern } from '@/lib/search/like-pattern';
import { normalizedLike } from '@/lib/search/normalized-sql';
import { uploadUrl } from '@/lib/storage';
import { fileAddress } from '@/lib/storage/gated-files';

import { PUBLICATION_STATUS } from '../constants';
import { orderCountries } from '../publication-filters';
import type {
  Publication,
  PublicationFilters,
  PublicationFilterValues,
  PublicationsQuery,
  Sector,
} from '../schemas';

import { aboutTopic, hsTopicOf, type HsTopic } from './hs-topic';

// part 1 §2.7 and part 3 §7 /api/publications: the published publications, newest first, with
// their country's and sectors' names; filters any of the countries, sectors and years chosen.

export type PublicationRow = typeof publications.$inferSelect;
type CountryNames = { name_eng: string; name_ara: string } | null;

export const COUNTRY_NAMES = { name_eng: countries.name_eng, name_ara: countries.name_ara };

/** A stored picture's address (a seed or an upload: a storage key), '' when none. */
export const imageAddress = (image: string) =>
  image === '' || image.startsWith('/') ? image : uploadUrl(image);

/** The year of a date_start (its first four characters, part 1 §2.7). */
const YEAR = sql<string>`substring(${publications.date_start}::text from 1 for 4)`;

/** A sector list: the rows of `industry` whose ids it names, in its order. */
export const sectorsOf = (ids: number[], byId: ReadonlyMap<number, Sector>): Sector[] =>
  ids.flatMap((id) => byId.get(id) ?? []);

export async function sectorsById(db: Db): Promise<Map<number, Sector>> {
  const rows = await db
    .select({ id: industries.iid, name_eng: industries.name_eng, name_ara: industries.name_ara })
    .from(industries);
  return new Map(rows.map((row) => [row.id, row]));
}

/** The answer's shape of a stored publication (files as download addresses, HTML cleaned). */
export function toPublication(
  stored: PublicationRow,
  country: CountryNames,
  sectors: ReadonlyMap<number, Sector>,
  locale: Locale,
): Publication {
  const row = cleanRichHtmlRow(publications, stored);
  return {
    id: row.id,
    image: imageAddress(row.image),
    DESCRIPTION_ENG: row.DESCRIPTION_ENG,
    DESCRIPTION_ARA: row.DESCRIPTION_ARA,
    country_id: row.country_id,
    country_belongs: country,
    industry: row.industry,
    sectors: sectorsOf(row.industry, sectors),
    date_start: row.date_start,
    formattedDate: formatDate(row.date_start, locale),
    year: row.date_start.slice(0, 4),
    TARIFF_ENG: row.TARIFF_ENG,
    TARIFF_ARA: row.TARIFF_ARA,
    TARIFF_FILE: row.TARIFF_FILE ? fileAddress(row.TARIFF_FILE) : '',
    TARIFF_FILE_AR: row.TARIFF_FILE_AR ? fileAddress(row.TARIFF_FILE_AR) : '',
    for_vip: row.for_vip,
  };
}

/** The conditions of the catalogue's filters over the published publications. */
function catalogueWhere(filters: PublicationFilterValues, topic: HsTopic | null): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(publications.status, PUBLICATION_STATUS.published)];
  if (filters.hs) conditions.push(aboutTopic(topic));
  if (filters.country.length > 0)
    conditions.push(inArray(publications.country_id, filters.country));
  if (filters.sector.length > 0) {
    conditions.push(
      or(
        ...filters.sector.map(
          (id) => sql`${publications.industry} @> ${JSON.stringify([id])}::jsonb`,
        ),
      ),
    );
  }
  if (filters.year.length > 0) conditions.push(inArray(YEAR, filters.year));
  const pattern = searchPattern(filters.q ?? '');
  if (pattern) {
    conditions.push(
      or(
        normalizedLike(publications.DESCRIPTION_ENG, pattern),
        normalizedLike(publications.DESCRIPTION_ARA, pattern),
      ),
    );
  }
  return and(...conditions);
}

/** One page of the catalogue (page 1 when past the end is not clamped: an empty page). */
export async function listPublicationsPage(db: Db, query: PublicationsQuery, locale: Locale) {
  const topic = query.hs ? await hsTopicOf(db, query.hs) : null;
  const where = catalogueWhere(query, topic);
  const [[total], rows, sectors] = await Promise.all([
    db.select({ value: count() }).from(publications).where(where),
    db
      .select({ publication: publications, country: COUNTRY_NAMES })
      .from(publications)
      .leftJoin(countries, eq(countries.id, publications.country_id))
      .where(where)
      .orderBy(desc(publications.date_start), desc(publications.id))
      .limit(query.page_size)
      .offset(pageOffset(query.page, query.page_size)),
    sectorsById(db),
  ]);
  return {
    data: rows.map((row) => toPublication(row.publication, row.country, sectors, locale)),
    ...pageFields(total?.value ?? 0, query.page, query.page_size),
    ...(query.hs
      ? { hs_code: topic && { code: topic.code, name_en: topic.name_en, name_ar: topic.name_ar } }
      : {}),
  };
}

/** The filters' choices: what the published publications name; GMK's country first (part 1 §9). */
export async function listPublicationFilters(db: Db, locale: Locale): Promise<PublicationFilters> {
  const published = eq(publications.status, PUBLICATION_STATUS.published);
  const [countryRows, industryRows, yearRows] = await Promise.all([
    db
      .selectDistinct({
        id: countries.id,
        name_eng: countries.name_eng,
        name_ara: countries.name_ara,
        code_3: countries.code_3,
      })
      .from(publications)
      .innerJoin(countries, eq(countries.id, publications.country_id))
      .where(published),
    db.select({ industry: publications.industry }).from(publications).where(published),
    db.selectDistinct({ year: YEAR }).from(publications).where(published).orderBy(desc(YEAR)),
  ]);
  const used = new Set(industryRows.flatMap((row) => row.industry));
  const sectors = [...(await sectorsById(db)).values()]
    .filter((sector) => used.has(sector.id))
    .sort((a, b) => a.id - b.id);
  const years = yearRows.map((row) => row.year);
  return { countries: orderCountries(countryRows, locale), sectors, years };
}
