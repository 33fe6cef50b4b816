import { agreementDutyFacts, agreementHeadings } from '@/lib/db/schema';

import { insertAgreement } from './agreements-fixtures';
import { sendJson } from './helpers/send-json';
import type { TestApi } from './helpers/test-api';
import { ifMatch } from './helpers/versions';
import type { WriteContext } from './staff-writes-fixtures';

// Issue 37, market access in the console: one successful call of each staff write of an
// agreement's legal status, general rule of origin and headings' terms, for the staff routes walk;
// the API tests use the same records.

export const SOURCE = {
  name_en: 'Walk trade notice',
  name_ar: 'إشعار تجاري للتجربة',
  url: 'https://walk.example/notice',
  date: '2024-03-01',
};

export const NEW_RULE = {
  value_kind: 'value_added',
  value_percent: 40,
  tariff_shift: 'heading',
  cumulation_en: 'Diagonal, with the partners.',
  cumulation_ar: 'تراكم قطري مع الشركاء.',
  cumulation_partners: ['EG', 'ma'],
  proofs: ['eur1', 'statement_on_origin'],
  notes_en: '',
  notes_ar: '',
  source: SOURCE,
};

export const NEW_HEADING = {
  hs_code: '15.09',
  preferential_duty_en: 'Free (0 %)',
  preferential_duty_ar: 'معفى (0 %)',
  specific_rule_en: 'Wholly obtained olives.',
  specific_rule_ar: 'زيتون منتج بالكامل.',
  sample: true,
  source: SOURCE,
};

export const NEW_LEGAL_STATUS = {
  legal_status: 'suspended',
  note_en: 'Suspended by the partner.',
  note_ar: 'علّقها الشريك.',
  source: SOURCE,
};

/** A heading's terms stored directly (version 1), for a change or a removal to start from. */
export async function insertHeading(api: TestApi, agreementId: number, code = '1509') {
  const [row] = await api.db
    .insert(agreementHeadings)
    .values({
      agreement_id: agreementId,
      hs_code: code,
      preferential_duty_en: 'Free',
      preferential_duty_ar: 'معفى',
      specific_rule_en: '',
      specific_rule_ar: '',
      sample: false,
      source_name_en: SOURCE.name_en,
      source_name_ar: SOURCE.name_ar,
      source_url: SOURCE.url,
      source_date: SOURCE.date,
    })
    .returning({ id: agreementHeadings.id });
  return row!.id;
}

/** Issue 46: an agreement-wide duty fact as staff send it. */
export const NEW_DUTY_FACT = {
  partners: ['fr'],
  scope: { kind: 'chapters', from: '25', to: '97', except: ['29.05'] },
  duty_kind: 'free',
  text_en: 'Industrial products enter free.',
  text_ar: 'تدخل المنتجات الصناعية معفاة.',
  tariff: { name: '', url: '' },
  since: '2002-05-01',
  sample: true,
  source: SOURCE,
};

/** The duty facts' CSV header (issue 46). */
export const DUTY_FACTS_CSV_HEADER =
  'agreement_id,partners,scope,from,to,except,duty_kind,text_en,text_ar,tariff_name,tariff_url,' +
  'since,sample,source_name_en,source_name_ar,source_url,source_date';

/** A duty fact stored directly (version 1, every partner, all goods, a sample). */
export async function insertDutyFact(api: TestApi, agreementId: number) {
  const [row] = await api.db
    .insert(agreementDutyFacts)
    .values({
      agreement_id: agreementId,
      duty_kind: 'rate',
      text_en: 'SAMPLE 5 %',
      sample: true,
      source_name_en: SOURCE.name_en,
      source_url: SOURCE.url,
      source_date: SOURCE.date,
    })
    .returning({ id: agreementDutyFacts.id });
  return row!.id;
}

type Fixture = (context: WriteContext) => Promise<Response>;

const base = (id: number) => `/api/staff/agreements/${id}`;

export const MARKET_ACCESS_WRITES: Record<string, Fixture> = {
  'PUT /api/staff/agreements/{id}/legal-status': async ({ api, admin }) =>
    sendJson(api, 'PUT', `${base(await insertAgreement(api))}/legal-status`, admin.bearer, {
      ...NEW_LEGAL_STATUS,
      version: 1,
    }),
  'PUT /api/staff/agreements/{id}/origin-rule': async ({ api, admin }) =>
    sendJson(api, 'PUT', `${base(await insertAgreement(api))}/origin-rule`, admin.bearer, NEW_RULE),
  'POST /api/staff/agreements/{id}/headings': async ({ api, admin }) =>
    sendJson(
      api,
      'POST',
      `${base(await insertAgreement(api))}/headings`,
      admin.bearer,
      NEW_HEADING,
    ),
  'PUT /api/staff/agreements/{id}/headings/{headingId}': async ({ api, admin }) => {
    const id = await insertAgreement(api);
    const headingId = await insertHeading(api, id);
    return sendJson(api, 'PUT', `${base(id)}/headings/${headingId}`, admin.bearer, {
      ...NEW_HEADING,
      version: 1,
    });
  },
  'DELETE /api/staff/agreements/{id}/headings/{headingId}': async ({ api, admin }) => {
    const id = await insertAgreement(api);
    const headingId = await insertHeading(api, id);
    return sendJson(api, 'DELETE', `${base(id)}/headings/${headingId}`, {
      ...admin.bearer,
      ...ifMatch(1),
    });
  },
  'POST /api/staff/agreements/{id}/headings-csv': async ({ api, admin }) =>
    sendJson(api, 'POST', `${base(await insertAgreement(api))}/headings-csv`, admin.bearer, {
      csv:
        'hs_code,preferential_duty_en,preferential_duty_ar,specific_rule_en,specific_rule_ar,' +
        'sample,source_name_en,source_name_ar,source_url,source_date\r\n' +
        '6109,Free,معفى,,,no,Walk,تجربة,https://walk.example,2024-03-01\r\n',
    }),
  'POST /api/staff/agreements/{id}/duty-facts': async ({ api, admin }) =>
    sendJson(
      api,
      'POST',
      `${base(await insertAgreement(api))}/duty-facts`,
      admin.bearer,
      NEW_DUTY_FACT,
    ),
  'PUT /api/staff/agreements/{id}/duty-facts/{factId}': async ({ api, admin }) => {
    const id = await insertAgreement(api);
    const factId = await insertDutyFact(api, id);
    return sendJson(api, 'PUT', `${base(id)}/duty-facts/${factId}`, admin.bearer, {
      ...NEW_DUTY_FACT,
      version: 1,
    });
  },
  'DELETE /api/staff/agreements/{id}/duty-facts/{factId}': async ({ api, admin }) => {
    const id = await insertAgreement(api);
    const factId = await insertDutyFact(api, id);
    return sendJson(api, 'DELETE', `${base(id)}/duty-facts/${factId}`, {
      ...admin.bearer,
      ...ifMatch(1),
    });
  },
  'POST /api/staff/duty-facts-csv': async ({ api, admin }) =>
    sendJson(api, 'POST', '/api/staff/duty-facts-csv', admin.bearer, {
      csv:
        `${DUTY_FACTS_CSV_HEADER}\r\n` +
        `${await insertAgreement(api)},,all,,,,free,Free,معفى,,,,no,Walk,تجربة,https://walk.example,2024-03-01\r\n`,
    }),
};
