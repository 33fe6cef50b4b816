import { news } from '@/lib/db/schema';

import { CONTENT_IMAGE_WRITES } from './content-images-fixtures';
import type { TestApi } from './helpers/test-api';
import { ifMatch } from './helpers/versions';
import type { WriteContext } from './staff-writes-fixtures';

// Issue 29: one successful call of each staff write of the news area and the content tools (the
// rich-text pictures), for the staff routes walk; the news tests use the same item.

const JSON_TYPE = { 'Content-Type': 'application/json' };

export const NEW_NEWS = {
  DESCRIPTION_ENG: 'SAMPLE Jordanian dates reach Malaysia',
  DESCRIPTION_ARA: 'تمور أردنية تصل إلى ماليزيا للتجربة',
  TARIFF_ENG: '<p>The first shipment of <strong>Medjool</strong> dates left Aqaba.</p>',
  TARIFF_ARA: '<p>غادرت أول شحنة من تمور <strong>المجهول</strong> ميناء العقبة.</p>',
  image: '',
  news_date: '2026-03-02',
  status: 0,
  meta_description_en: 'Dates to Malaysia',
  meta_description_ar: 'تمور إلى ماليزيا',
};

/** A news item stored directly (a draft unless `status` says otherwise), at version 1. */
export async function insertNews(
  api: TestApi,
  values: Partial<typeof NEW_NEWS> = {},
): Promise<number> {
  const [row] = await api.db
    .insert(news)
    .values({ ...NEW_NEWS, ...values })
    .returning({ id: news.id });
  return row!.id;
}

type Fixture = (context: WriteContext) => Promise<Response>;

export const NEWS_WRITES: Record<string, Fixture> = {
  ...CONTENT_IMAGE_WRITES,
  'POST /api/staff/news': ({ api, admin }) =>
    api.request('/api/staff/news', {
      method: 'POST',
      headers: { ...JSON_TYPE, ...admin.bearer },
      body: JSON.stringify(NEW_NEWS),
    }),
  'DELETE /api/staff/news/{id}': async ({ api, admin }) =>
    api.request(`/api/staff/news/${await insertNews(api)}`, {
      method: 'DELETE',
      headers: { ...admin.bearer, ...ifMatch(1) },
    }),
};
