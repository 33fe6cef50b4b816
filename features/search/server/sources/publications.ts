import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';

import { PUBLICATION_QUERY_KEYS, PUBLICATION_STATUS } from '@/features/publications/constants';
import { menuChildren, publications } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/routing';
import { contentPath } from '@/lib/navigation/menu-links';

import {
  bilingual,
  plainText,
  sameIds,
  type SearchSource,
  type SourceDocument,
} from '../search-source';

// The publications catalogue (part 1 §3 "Publication": DESCRIPTION the title, TARIFF the html
// summary): published ones, their title and summary only (the files stay behind the gated route).
// A result leads to the catalogue with the title as its search (part 3 "Global search":
// /market-information/publications-catalogue, which is the market information page's first tab).

export const PUBLISHED_PUBLICATION = eq(publications.status, PUBLICATION_STATUS.published);

/** part 1 §2.1: the market information page, id 130; its tab 1 is the catalogue. */
const MARKET_INFORMATION_PAGE = 130;
const CATALOGUE_TAB = '1';
const CATALOGUE_PATH = '/market-information/publications-catalogue';

/** The catalogue's address in each language: the page itself (a listed path's redirect drops the query). */
async function cataloguePaths(db: Db): Promise<Record<Locale, string | null>> {
  const [page] = await db
    .select()
    .from(menuChildren)
    .where(eq(menuChildren.a_id, MARKET_INFORMATION_PAGE))
    .orderBy(asc(menuChildren.menu_id), asc(menuChildren.id))
    .limit(1);
  return {
    en: page ? contentPath(page, 'en') : null,
    ar: page ? contentPath(page, 'ar') : null,
  };
}

function catalogueHref(path: string | null, title: string): string {
  if (!path) return `${CATALOGUE_PATH}?${new URLSearchParams({ q: title }).toString()}`;
  const query = new URLSearchParams({ tab: CATALOGUE_TAB, [PUBLICATION_QUERY_KEYS.q]: title });
  return `${path}?${query.toString()}`;
}

async function loadPublications(db: Db, ids?: readonly number[]): Promise<SourceDocument[]> {
  const rows = await db
    .select({
      id: publications.id,
      DESCRIPTION_ENG: publications.DESCRIPTION_ENG,
      DESCRIPTION_ARA: publications.DESCRIPTION_ARA,
      TARIFF_ENG: publications.TARIFF_ENG,
      TARIFF_ARA: publications.TARIFF_ARA,
      date_start: publications.date_start,
    })
    .from(publications)
    .where(
      ids ? and(PUBLISHED_PUBLICATION, inArray(publications.id, [...ids])) : PUBLISHED_PUBLICATION,
    );
  if (rows.length === 0) return [];
  const paths = await cataloguePaths(db);
  return rows.map((row) => {
    const title = bilingual(row.DESCRIPTION_ENG, row.DESCRIPTION_ARA);
    return {
      recordId: row.id,
      title,
      body: bilingual(plainText(row.TARIFF_ENG), plainText(row.TARIFF_ARA)),
      href: { en: catalogueHref(paths.en, title.en), ar: catalogueHref(paths.ar, title.ar) },
      publishedAt: row.date_start,
    };
  });
}

export const publicationsSource: SearchSource = {
  key: 'publications',
  type: 'publications',
  kind: 'publication',
  entities: { publications: sameIds },
  load: loadPublications,
};
