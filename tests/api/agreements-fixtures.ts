import { credentials, ftaCountryAgreements, tradeAgreements } from '@/lib/db/schema';

import { sendJson } from './helpers/send-json';
import type { TestApi } from './helpers/test-api';
import { ifMatch } from './helpers/versions';
import type { WriteContext } from './staff-writes-fixtures';

// Issue 27: one successful call of each staff write of credentials (at the specification's paths,
// /api/credentials…, declared with staffRoute) and of the agreements and the map's country pages
// (/api/staff/…), for the staff routes walk; the API tests use the same records.

export const NEW_CREDENTIAL = {
  name_eng: 'SAMPLE Memorandum of understanding with the Walk Trade Council',
  name_ara: 'مذكرة تفاهم مع مجلس التجارة للتجربة',
  country_id: 818,
  date: '2025-02-03',
  type: 1,
  issuer_eng: 'Walk Trade Council',
  issuer_ara: 'مجلس التجارة للتجربة',
  description_eng: 'Buyer referrals.',
  description_ara: 'إحالة المشترين.',
  link: 'https://www.walk-council.example',
  document: '',
  status: 1,
};

export const NEW_AGREEMENT = {
  title_eng: 'SAMPLE Walk Free Trade Agreement',
  title_ara: 'اتفاقية تجارة حرة للتجربة',
  summary_eng: 'A sample agreement.',
  summary_ara: 'اتفاقية للتجربة.',
  covers_eng: 'Goods.',
  covers_ara: 'السلع.',
  signed_on: '2024-01-10',
  in_force_on: null,
  link: '',
  status: 0,
};

export const NEW_COUNTRY_PAGE = {
  country_code: 'JP',
  visible: false,
  title_eng: 'Japan',
  title_ara: 'اليابان',
  subtitle_eng: '',
  subtitle_ara: '',
  sub_subtitle_eng: '',
  sub_subtitle_ara: '',
  image: '',
  url: 'japan',
  keywords: '',
  keywords_ara: '',
  content_eng: '<p>Sample.</p>',
  content_ara: '<p>للتجربة.</p>',
  agreement_ids: [1],
};

export async function insertCredential(api: TestApi): Promise<number> {
  const [row] = await api.db
    .insert(credentials)
    .values(NEW_CREDENTIAL)
    .returning({ id: credentials.id });
  return row!.id;
}

export async function insertAgreement(api: TestApi): Promise<number> {
  const [row] = await api.db
    .insert(tradeAgreements)
    .values(NEW_AGREEMENT)
    .returning({ id: tradeAgreements.id });
  return row!.id;
}

/** A country page of a country no other page names (each page holds its own country). */
export async function insertCountryPage(api: TestApi, countryCode: string): Promise<number> {
  const [row] = await api.db
    .insert(ftaCountryAgreements)
    .values({ ...NEW_COUNTRY_PAGE, country_code: countryCode })
    .returning({ id: ftaCountryAgreements.id });
  return row!.id;
}

let codes = 0;
/** Countries without a seeded page, one per call (the walk and the tests each take their own). */
const FREE_CODES = ['JP', 'KR', 'BR', 'MX', 'IN', 'ID', 'MY', 'TH', 'VN', 'PH', 'CL', 'PE', 'AR'];
export const freeCountryCode = () => FREE_CODES[codes++ % FREE_CODES.length]!;

type Fixture = (context: WriteContext) => Promise<Response>;

export const AGREEMENT_WRITES: Record<string, Fixture> = {
  'POST /api/credentials': ({ api, admin }) =>
    sendJson(api, 'POST', '/api/credentials', admin.bearer, NEW_CREDENTIAL),
  'PUT /api/credentials/{id}': async ({ api, admin }) =>
    sendJson(api, 'PUT', `/api/credentials/${await insertCredential(api)}`, admin.bearer, {
      ...NEW_CREDENTIAL,
      status: 0,
      version: 1,
    }),
  'DELETE /api/credentials/{id}': async ({ api, admin }) =>
    sendJson(api, 'DELETE', `/api/credentials/${await insertCredential(api)}`, {
      ...admin.bearer,
      ...ifMatch(1),
    }),
  'POST /api/staff/agreements': ({ api, admin }) =>
    sendJson(api, 'POST', '/api/staff/agreements', admin.bearer, NEW_AGREEMENT),
  'PUT /api/staff/agreements/{id}': async ({ api, admin }) =>
    sendJson(api, 'PUT', `/api/staff/agreements/${await insertAgreement(api)}`, admin.bearer, {
      ...NEW_AGREEMENT,
      status: 1,
      version: 1,
    }),
  'DELETE /api/staff/agreements/{id}': async ({ api, admin }) =>
    sendJson(api, 'DELETE', `/api/staff/agreements/${await insertAgreement(api)}`, {
      ...admin.bearer,
      ...ifMatch(1),
    }),
  'POST /api/staff/fta-countries': ({ api, admin }) =>
    sendJson(api, 'POST', '/api/staff/fta-countries', admin.bearer, {
      ...NEW_COUNTRY_PAGE,
      country_code: freeCountryCode(),
    }),
  'PUT /api/staff/fta-countries/{id}': async ({ api, admin }) => {
    const code = freeCountryCode();
    const id = await insertCountryPage(api, code);
    return sendJson(api, 'PUT', `/api/staff/fta-countries/${id}`, admin.bearer, {
      ...NEW_COUNTRY_PAGE,
      country_code: code,
      visible: true,
      version: 1,
    });
  },
  'DELETE /api/staff/fta-countries/{id}': async ({ api, admin }) =>
    sendJson(
      api,
      'DELETE',
      `/api/staff/fta-countries/${await insertCountryPage(api, freeCountryCode())}`,
      {
        ...admin.bearer,
        ...ifMatch(1),
      },
    ),
};
