import 'server-only';
import { getTranslations } from 'next-intl/server';

import { getConfig } from '@/lib/config';
import { ammanDay } from '@/lib/time/amman-day';

import { catalogTextsOf } from '../catalog-texts';
import { buildDataCatalog } from '../data-catalog';

import { getCachedCollectionUpdates } from './cached';
import { publicFileAnswer } from './public-file-answer';

// /data.json (issue 39): the catalogue of the portal's open data in the DCAT-US 1.1 shape. Each
// dataset's `modified` comes from a cached read re-validated by the tags of the five collections;
// SITE_URL is read per request, never frozen by `next build` (which opens no database).

async function catalogJson(): Promise<string> {
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
  return JSON.stringify(catalog, null, 2);
}

/** The catalogue, with its ETag (304 while unchanged). */
export const catalogAnswer = (request: Request): Promise<Response> =>
  publicFileAnswer(request, catalogJson, 'application/json; charset=utf-8');
