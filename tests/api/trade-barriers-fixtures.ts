import { enquiries, tradeBarriers, tradeBarrierUpdates } from '@/lib/db/schema';

import { createMember, createStaff } from './helpers/accounts';
import { sendJson } from './helpers/send-json';
import type { TestApi } from './helpers/test-api';
import { ifMatch } from './helpers/versions';
import type { WriteContext } from './staff-writes-fixtures';

// Issue 39 part 3: the barrier register's test data: a new entry's fields, an exporter's barrier
// report (an enquiry of type 5) with the reporter's details, entries stored directly, and one
// successful call of each staff write for the staff routes walk.

export const NEW_BARRIER = {
  title_eng: 'SAMPLE Kuwait: halal certificate legalisation for dairy',
  title_ara: 'عينة: الكويت – تصديق شهادات الحلال للألبان',
  summary_eng: 'Each consignment needs its halal certificate legalised again.',
  summary_ara: 'تحتاج كل شحنة إلى تصديق شهادة الحلال من جديد.',
  country_id: 414,
  industry_id: 3,
  barrier_type_id: 6,
  hs_codes: ['0406', '040120'],
  status: 'open',
  status_date: '2026-10-01',
};

/** What the reporter wrote about themselves: never in a public answer. */
export const REPORTER = {
  name: 'Rania Reporter-Secret',
  company: 'Secret Olive Press Co.',
  phone: '0799988877',
  contact_email: 'reporter-secret@olivepress.jo',
};

/** An exporter's barrier report stored as the report form stores it (type 5). */
export async function insertBarrierReport(
  api: TestApi,
  { type = 5, locale = 'en' as 'en' | 'ar' } = {},
): Promise<number> {
  const member = await createMember(api, { email: `exporter-${Date.now()}@secret.jo` });
  const [row] = await api.db
    .insert(enquiries)
    .values({
      user_id: member.user.id,
      enq_type: type,
      email: member.user.email,
      date: '2026-11-20',
      locale,
      data: {
        enq_type: type,
        ...REPORTER,
        country: '818',
        industry: 12,
        positions: 2,
        barriers: '7',
        phone2: '',
        description: 'Our cosmetics wait months for factory registration.',
        agreements: true,
      },
    })
    .returning({ id: enquiries.id });
  return row!.id;
}

/** An entry stored directly (version 1), in the publication state given. */
export async function insertBarrier(
  api: TestApi,
  values: Partial<typeof tradeBarriers.$inferInsert> = {},
): Promise<number> {
  const [row] = await api.db
    .insert(tradeBarriers)
    .values({ ...NEW_BARRIER, status: 'open', ...values })
    .returning({ id: tradeBarriers.id });
  return row!.id;
}

async function insertUpdate(api: TestApi, barrierId: number): Promise<number> {
  const [row] = await api.db
    .insert(tradeBarrierUpdates)
    .values({ barrier_id: barrierId, date: '2026-10-02', text_eng: 'Raised.', text_ara: 'أُثير.' })
    .returning({ id: tradeBarrierUpdates.id });
  return row!.id;
}

const UPDATE = { date: '2026-10-05', text_eng: 'Walked.', text_ara: 'تجربة.' };
const PATH = '/api/staff/trade-barriers';

export const TRADE_BARRIER_WRITES: Record<string, (context: WriteContext) => Promise<Response>> = {
  [`POST ${PATH}`]: ({ api, admin }) => sendJson(api, 'POST', PATH, admin.bearer, NEW_BARRIER),
  [`PUT ${PATH}/{id}`]: async ({ api, admin }) =>
    sendJson(api, 'PUT', `${PATH}/${await insertBarrier(api)}`, admin.bearer, {
      ...NEW_BARRIER,
      version: 1,
    }),
  [`POST ${PATH}/{id}/submit`]: async ({ api, admin }) =>
    sendJson(api, 'POST', `${PATH}/${await insertBarrier(api)}/submit`, admin.bearer, {
      version: 1,
    }),
  [`POST ${PATH}/{id}/approve`]: async ({ api, admin }) => {
    const editor = await createStaff(api, 'editor');
    const id = await insertBarrier(api, {
      publication: 'awaiting_approval',
      prepared_by: editor.user.id,
    });
    return sendJson(api, 'POST', `${PATH}/${id}/approve`, admin.bearer, { version: 1 });
  },
  [`POST ${PATH}/{id}/unpublish`]: async ({ api, admin }) => {
    const id = await insertBarrier(api, { publication: 'published' });
    return sendJson(api, 'POST', `${PATH}/${id}/unpublish`, admin.bearer, { version: 1 });
  },
  [`POST ${PATH}/{id}/updates`]: async ({ api, admin }) =>
    sendJson(api, 'POST', `${PATH}/${await insertBarrier(api)}/updates`, admin.bearer, UPDATE),
  [`PUT ${PATH}/{id}/updates/{updateId}`]: async ({ api, admin }) => {
    const id = await insertBarrier(api);
    const updateId = await insertUpdate(api, id);
    return sendJson(api, 'PUT', `${PATH}/${id}/updates/${updateId}`, admin.bearer, {
      ...UPDATE,
      version: 1,
    });
  },
  [`DELETE ${PATH}/{id}/updates/{updateId}`]: async ({ api, admin }) => {
    const id = await insertBarrier(api);
    const updateId = await insertUpdate(api, id);
    return sendJson(api, 'DELETE', `${PATH}/${id}/updates/${updateId}`, {
      ...admin.bearer,
      ...ifMatch(1),
    });
  },
};
