import { getTranslations } from 'next-intl/server';

import { catalogTextsOf } from '@/features/open-data/catalog-texts';
import { buildDataCatalog } from '@/features/open-data/data-catalog';
import { getCachedCollectionUpdates } from '@/features/open-data/server/cached';
import { getConfig } from '@/lib/config';
import { ammanDay } from '@/lib/time/amman-day';

import { cachedAnswer } from '../[locale]/_compositions/open-data/cached-answer';

// /data.json (issue 39): the catalogue of the portal's open data in the DCAT-US 1.1 shape. Each
// dataset's `modified` comes from a cached read re-validated by the tags of the five collections;
// SITE_URL is read per request, never frozen by `next build` (which opens no database).
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const [modified, t] = await Promise.all([
    getCachedCollectionUpdates(),
    getTranslations({ locale: 'en', namespace: 'OpenData' }),
  ]);
  const catalog = buildDataCatalog({
    siteUrl: getConfig().SITE_URL,
    texts: catalogTextsOf((key, values) => t(key, values)),
    modified,
    today: ammanDay(new Date()),
  });
  return cachedAnswer(request, JSON.stringify(catalog, null, 2), 'application/json; charset=utf-8');
}
