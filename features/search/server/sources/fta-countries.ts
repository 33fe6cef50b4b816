import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';

import { FTA_COUNTRY_PATH } from '@/features/agreements/constants';
import { ftaCountryAgreements } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import {
  bilingual,
  plainText,
  sameHref,
  sameIds,
  type SearchSource,
  type SourceDocument,
} from '../search-source';

// The map's partner country pages (/fta-country-agreement/{id}, part 2 "Free trade agreements
// map"): the visible ones, found with the agreements (trades).

export const VISIBLE_COUNTRY = eq(ftaCountryAgreements.visible, true);

async function loadCountries(db: Db, ids?: readonly number[]): Promise<SourceDocument[]> {
  const rows = await db
    .select()
    .from(ftaCountryAgreements)
    .where(
      ids ? and(VISIBLE_COUNTRY, inArray(ftaCountryAgreements.id, [...ids])) : VISIBLE_COUNTRY,
    );
  return rows.map((row) => ({
    recordId: row.id,
    title: bilingual(row.title_eng, row.title_ara),
    body: bilingual(
      `${row.subtitle_eng} ${row.sub_subtitle_eng} ${plainText(row.content_eng)}`,
      `${row.subtitle_ara} ${row.sub_subtitle_ara} ${plainText(row.content_ara)}`,
    ),
    keywords: `${row.keywords} ${row.keywords_ara}`,
    href: sameHref(`${FTA_COUNTRY_PATH}/${row.id}`),
  }));
}

export const ftaCountriesSource: SearchSource = {
  key: 'fta-countries',
  type: 'trades',
  kind: 'country',
  entities: { fta_country_agreements: sameIds },
  load: loadCountries,
};
