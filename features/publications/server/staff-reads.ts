import 'server-only';
import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';

import { countries, publications } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { clampPage, pageFields, pageOffset } from '@/lib/pagination';
import { searchPattern } from '@/lib/search/like-pattern';
import { normalizedLike } from '@/lib/search/normalized-sql';
import { downloadCountsOf } from '@/lib/storage/download-counts';
import { fileAddress } from '@/lib/storage/gated-files';

import { PUBLICATION_STATUS } from '../constants';
import type { StaffPublication, StaffPublicationsQuery } from '../schemas';

import { COUNTRY_NAMES, imageAddress, type PublicationRow } from './queries';

// Issue 26 "Staff console": every publication, drafts included, with how often members downloaded
// each of its files (GET /api/staff/publications and /admin/publications).

function staffWhere(query: Pick<StaffPublicationsQuery, 'q' | 'status'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) {
    conditions.push(eq(publications.status, PUBLICATION_STATUS[query.status]));
  }
  const pattern = searchPattern(query.q ?? '');
  if (pattern) {
    conditions.push(
      or(
        normalizedLike(publications.DESCRIPTION_ENG, pattern),
        normalizedLike(publications.DESCRIPTION_ARA, pattern),
      ),
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** A stored row as the console shows it (its files as addresses, its counts given). */
export function toStaffPublication(
  row: PublicationRow,
  country: StaffPublication['country_belongs'],
  counts: ReadonlyMap<string, number>,
): StaffPublication {
  return {
    id: row.id,
    image: imageAddress(row.image),
    DESCRIPTION_ENG: row.DESCRIPTION_ENG,
    DESCRIPTION_ARA: row.DESCRIPTION_ARA,
    TARIFF_ENG: row.TARIFF_ENG,
    TARIFF_ARA: row.TARIFF_ARA,
    country_id: row.country_id,
    country_belongs: country,
    industry: row.industry,
    date_start: row.date_start,
    for_vip: row.for_vip,
    status: row.status,
    TARIFF_FILE: row.TARIFF_FILE ? fileAddress(row.TARIFF_FILE) : '',
    TARIFF_FILE_AR: row.TARIFF_FILE_AR ? fileAddress(row.TARIFF_FILE_AR) : '',
    downloads: {
      en: counts.get(row.TARIFF_FILE) ?? 0,
      ar: counts.get(row.TARIFF_FILE_AR) ?? 0,
    },
    updated_at: row.updated_at,
    version: row.version,
  };
}

/** One page of the console's list, newest publication date first; past the end, the last page. */
export async function listStaffPublications(db: Db, query: StaffPublicationsQuery) {
  const where = staffWhere(query);
  const [total] = await db.select({ value: count() }).from(publications).where(where);
  const page = clampPage(query.page, total?.value ?? 0, query.page_size);
  const rows = await db
    .select({ publication: publications, country: COUNTRY_NAMES })
    .from(publications)
    .leftJoin(countries, eq(countries.id, publications.country_id))
    .where(where)
    .orderBy(desc(publications.date_start), desc(publications.id))
    .limit(query.page_size)
    .offset(pageOffset(page, query.page_size));
  const counts = await downloadCountsOf(
    db,
    rows.flatMap(({ publication }) => [publication.TARIFF_FILE, publication.TARIFF_FILE_AR]),
  );
  return {
    data: rows.map((row) => toStaffPublication(row.publication, row.country, counts)),
    ...pageFields(total?.value ?? 0, page, query.page_size),
  };
}
