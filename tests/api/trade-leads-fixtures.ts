import { tradeLeadInterests, tradeLeads } from '@/lib/db/schema';

import { createMember } from './helpers/accounts';
import { sendJson } from './helpers/send-json';
import type { TestApi } from './helpers/test-api';
import { ifMatch } from './helpers/versions';
import type { WriteContext } from './staff-writes-fixtures';

// Issue 39 "Trade leads": a lead as the console sends it, stored leads and interests for the staff
// tests, and one successful call of each staff write for staff-routes-walk.test.ts.

export const NEW_LEAD = {
  kind: 'buyer',
  buyer_name_eng: 'SAMPLE Amman test buyer',
  buyer_name_ara: 'مشترٍ تجريبي',
  title_eng: 'SAMPLE Thyme and za’atar blends',
  title_ara: 'خلطات زعتر تجريبية',
  description_eng: 'Sample lead for the tests.',
  description_ara: 'فرصة تجريبية للاختبارات.',
  country_id: 682,
  industry_id: 3,
  hs_codes: ['15.09', '0709'],
  quantity_eng: '5 tonnes',
  quantity_ara: '5 أطنان',
  value_min_usd: 10_000,
  value_max_usd: 20_000,
  deadline: '2026-12-31',
  contact_route: 'agency',
  contact_eng: '',
  contact_ara: '',
};

/** A lead stored directly (a draft unless said otherwise), its id. */
export async function storedLead(
  api: TestApi,
  status: 'draft' | 'published' | 'closed' = 'draft',
): Promise<number> {
  const [row] = await api.db
    .insert(tradeLeads)
    .values({
      ...NEW_LEAD,
      kind: 'buyer',
      contact_route: 'agency',
      hs_codes: ['1509'],
      status,
      published_at: status === 'draft' ? null : '2026-11-20T07:00:00.000Z',
    })
    .returning({ id: tradeLeads.id });
  return row!.id;
}

/** A member's interest in a lead stored directly, its id. */
export async function storedInterest(api: TestApi, leadId: number, message = 'We can supply.') {
  const member = await createMember(api, { name: 'Omar', last_name: 'Saleh' });
  const [row] = await api.db
    .insert(tradeLeadInterests)
    .values({ lead_id: leadId, user_id: member.user.id, message })
    .returning({ id: tradeLeadInterests.id });
  return { id: row!.id, member };
}

const PATH = '/api/staff/trade-leads';

export const TRADE_LEAD_WRITES: Record<string, (context: WriteContext) => Promise<Response>> = {
  'POST /api/staff/trade-leads': ({ api, admin }) =>
    sendJson(api, 'POST', PATH, admin.bearer, NEW_LEAD),
  'PUT /api/staff/trade-leads/{id}': async ({ api, admin }) =>
    sendJson(api, 'PUT', `${PATH}/${await storedLead(api)}`, admin.bearer, {
      ...NEW_LEAD,
      version: 1,
    }),
  'POST /api/staff/trade-leads/{id}/publish': async ({ api, admin }) =>
    sendJson(api, 'POST', `${PATH}/${await storedLead(api)}/publish`, admin.bearer, { version: 1 }),
  'POST /api/staff/trade-leads/{id}/close': async ({ api, admin }) =>
    sendJson(api, 'POST', `${PATH}/${await storedLead(api, 'published')}/close`, admin.bearer, {
      version: 1,
    }),
  'DELETE /api/staff/trade-leads/{id}': async ({ api, admin }) =>
    sendJson(api, 'DELETE', `${PATH}/${await storedLead(api)}`, { ...admin.bearer, ...ifMatch(1) }),
  'PUT /api/staff/trade-leads/{id}/interests/{interestId}': async ({ api, admin }) => {
    const lead = await storedLead(api, 'published');
    const { id } = await storedInterest(api, lead);
    return sendJson(api, 'PUT', `${PATH}/${lead}/interests/${id}`, admin.bearer, {
      state: 'shortlisted',
      version: 1,
    });
  },
};
