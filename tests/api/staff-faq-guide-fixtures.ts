import { asc } from 'drizzle-orm';

import { enquiryPages, faqs, guide } from '@/lib/db/schema';

import type { TestApi } from './helpers/test-api';
import { ifMatch, versionOf } from './helpers/versions';
import { pdfBlob } from './staff-publications-fixtures';
import type { WriteContext } from './staff-writes-fixtures';

// Issue 29: the FAQs, the export guide and the enquiry pages' texts as the console sends them, for
// their API tests and the staff routes walk (one successful call of every write, as an admin).

const JSON_TYPE = { 'Content-Type': 'application/json' };

export const NEW_FAQ = {
  category: 1,
  tab: 2,
  status: 1,
  add_to_home: 0,
  question_eng: 'Can a sample exporter finance a first shipment?',
  question_ara: 'هل يمكن لمصدّر تجريبي تمويل شحنته الأولى؟',
  answer_eng: '<p>Yes, through the sample export credit line.</p>',
  answer_ara: '<p>نعم، من خلال خط ائتمان الصادرات التجريبي.</p>',
};

export const GUIDE_TEXTS = {
  image: '/images/banners/exporters.svg',
  keywords: 'export guide, Jordan',
  keywords_ara: 'دليل التصدير, الأردن',
  sub_subtitle_eng: 'Seven steps to your first shipment',
  sub_subtitle_ara: 'سبع خطوات حتى شحنتك الأولى',
  step_guide_eng: '<p>Choose a step to read it.</p>',
  step_guide_ara: '<p>اختر خطوة لقراءتها.</p>',
};

export const GUIDE_STEP = {
  name_eng: 'Checking your readiness',
  name_ara: 'التحقق من جاهزيتك',
  html_eng: '<p>Check your capacity first.</p>',
  html_ara: '<p>تحقّق من قدرتك أولاً.</p>',
};

export const ENQUIRY_PAGE = {
  title_eng: 'Trade and Services Information Enquiry',
  title_ara: 'استفسار معلومات التجارة والخدمات',
  subtitle_eng: 'Ask our export advisers.',
  subtitle_ara: 'اسأل مستشاري التصدير لدينا.',
  image: '/images/banners/trade.svg',
  result_description_eng: '<p>Thank you: we reply within five working days.</p>',
  result_description_ara: '<p>شكراً لك: نردّ خلال خمسة أيام عمل.</p>',
  tooltip_eng: 'General questions about exporting.',
  tooltip_ara: 'أسئلة عامة حول التصدير.',
};

export const sendJson = (
  api: TestApi,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
) =>
  api.request(path, {
    method,
    headers: { ...(body === undefined ? {} : JSON_TYPE), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** A multipart body with `file` (a PDF unless given) and the version, as the console sends it. */
export function documentForm(version?: number, file: Blob = pdfBlob()): FormData {
  const form = new FormData();
  form.set('file', file, 'document.pdf');
  if (version !== undefined) form.set('version', String(version));
  return form;
}

export async function insertFaq(api: TestApi, values: Partial<typeof NEW_FAQ> = {}) {
  const [row] = await api.db
    .insert(faqs)
    .values({ ...NEW_FAQ, ...values, sort: 999 })
    .returning({ id: faqs.id });
  return row!.id;
}

/** The guide's id and version as stored now (the console read it just before). */
export async function guideVersion(api: TestApi): Promise<{ id: number; version: number }> {
  const [row] = await api.db
    .select({ id: guide.id, version: guide.version })
    .from(guide)
    .orderBy(asc(guide.id))
    .limit(1);
  return row!;
}

type Fixture = (context: WriteContext) => Promise<Response>;

export const FAQ_GUIDE_WRITES: Record<string, Fixture> = {
  'POST /api/staff/faqs': ({ api, admin }) =>
    sendJson(api, 'POST', '/api/staff/faqs', admin.bearer, NEW_FAQ),
  'PUT /api/staff/faqs/{id}': async ({ api, admin }) =>
    sendJson(api, 'PUT', `/api/staff/faqs/${await insertFaq(api)}`, admin.bearer, {
      ...NEW_FAQ,
      add_to_home: 1,
      version: 1,
    }),
  'PUT /api/staff/faqs/{id}/flags': async ({ api, admin }) =>
    sendJson(api, 'PUT', `/api/staff/faqs/${await insertFaq(api)}/flags`, admin.bearer, {
      status: 0,
      version: 1,
    }),
  'POST /api/staff/faqs/{id}/move': async ({ api, admin }) =>
    sendJson(api, 'POST', `/api/staff/faqs/${await insertFaq(api)}/move`, admin.bearer, {
      direction: 'up',
      version: 1,
    }),
  'DELETE /api/staff/faqs/{id}': async ({ api, admin }) =>
    sendJson(api, 'DELETE', `/api/staff/faqs/${await insertFaq(api)}`, {
      ...admin.bearer,
      ...ifMatch(1),
    }),
  'PUT /api/staff/faqs/{id}/file/{lang}': async ({ api, admin }) =>
    api.request(`/api/staff/faqs/${await insertFaq(api)}/file/en`, {
      method: 'PUT',
      headers: admin.bearer,
      body: documentForm(1),
    }),
  'DELETE /api/staff/faqs/{id}/file/{lang}': async ({ api, admin }) =>
    sendJson(api, 'DELETE', `/api/staff/faqs/${await insertFaq(api)}/file/ar`, {
      ...admin.bearer,
      ...ifMatch(1),
    }),
  'PUT /api/staff/guide': async ({ api, admin }) =>
    sendJson(api, 'PUT', '/api/staff/guide', admin.bearer, {
      ...GUIDE_TEXTS,
      version: (await guideVersion(api)).version,
    }),
  'PUT /api/staff/guide/steps/{step}': async ({ api, admin }) =>
    sendJson(api, 'PUT', '/api/staff/guide/steps/1', admin.bearer, {
      ...GUIDE_STEP,
      version: (await guideVersion(api)).version,
    }),
  'PUT /api/staff/guide/files/{field}': async ({ api, admin }) =>
    api.request('/api/staff/guide/files/step_7_file_ara', {
      method: 'PUT',
      headers: admin.bearer,
      body: documentForm((await guideVersion(api)).version),
    }),
  'DELETE /api/staff/guide/files/{field}': async ({ api, admin }) =>
    sendJson(api, 'DELETE', '/api/staff/guide/files/step_6_file_ara', {
      ...admin.bearer,
      ...ifMatch((await guideVersion(api)).version),
    }),
  'PUT /api/staff/enquiry-pages/{id}': async ({ api, admin }) =>
    sendJson(api, 'PUT', '/api/staff/enquiry-pages/7', admin.bearer, {
      ...ENQUIRY_PAGE,
      version: await versionOf(api, enquiryPages, 7),
    }),
};
