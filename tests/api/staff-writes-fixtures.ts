import { desc, eq } from 'drizzle-orm';

import { consultationRequests, enquiries, news, products, users } from '@/lib/db/schema';

import { AGREEMENT_WRITES } from './agreements-fixtures';
import { memberWithCompany, post, productFields } from './companies-fixtures';
import { CONTENT_RECORD_WRITES } from './content-records-fixtures';
import { createMember, createStaff, type TestMember } from './helpers/accounts';
import { sendJson } from './helpers/send-json';
import type { TestApi } from './helpers/test-api';
import { ifMatch, versionOf } from './helpers/versions';
import { HS_CODE_WRITES } from './hs-codes-fixtures';
import { MARKET_ACCESS_WRITES } from './market-access-console-fixtures';
import { MENU_WRITES } from './menus-fixtures';
import { SCREENING_HIT_WRITES } from './screening-hold-fixtures';
import { DIRECTORY_WRITES, inserted } from './staff-directory-writes-fixtures';
import { FAQ_GUIDE_WRITES } from './staff-faq-guide-fixtures';
import { NEWS_WRITES } from './staff-news-fixtures';
import {
  newPublicationForm,
  PUBLICATION_FIELDS,
  publicationForm,
  storedPublication,
} from './staff-publications-fixtures';
import { STATISTIC_WRITES } from './statistics-fixtures';
import { TRADE_BARRIER_WRITES } from './trade-barriers-fixtures';
import { TRADE_LEAD_WRITES } from './trade-leads-fixtures';
import { VAT_CORRECTION_WRITES } from './vat-corrections-fixtures';

// One successful call of every staff write (`METHOD /api/staff/…`, or a staffRoute elsewhere, as
// the OpenAPI document names it), made as an administrator: staff-routes-walk.test.ts checks each
// writes its audit entry.

export type WriteContext = {
  api: TestApi;
  admin: TestMember;
  codeOf: (secret: string) => Promise<string>;
  newSession: (staff: TestMember) => Promise<Record<string, string>>;
};
type Fixture = (context: WriteContext) => Promise<Response>;

async function newEnquiry(api: TestApi) {
  const member = await createMember(api);
  return inserted(
    api.db
      .insert(enquiries)
      .values({
        user_id: member.user.id,
        enq_type: 7,
        status: 10,
        email: member.user.email,
        date: '2026-11-21 12:00:00',
        data: { enq_type: 7, subject: 'Walk' },
      })
      .returning({ id: enquiries.id }),
  );
}

/** A product its member submitted: status 10, waiting for the agency. */
async function waitingProduct(api: TestApi) {
  const { member, company } = await memberWithCompany(api);
  const response = await post(api, member, '/api/products', await productFields(api));
  if (response.status !== 200) throw new Error(await response.text());
  const [row] = await api.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.company_id, company.id))
    .orderBy(desc(products.id))
    .limit(1);
  return row!.id;
}

async function decision(api: TestApi, admin: TestMember, verb: 'approve' | 'refuse') {
  const id = await waitingProduct(api);
  const version = await versionOf(api, products, id);
  const body = verb === 'refuse' ? { reason: 'Incomplete', version } : { version };
  return sendJson(api, 'POST', `/api/staff/approvals/product/${id}/${verb}`, admin.bearer, body);
}

async function staffAccountAction(api: TestApi, admin: TestMember, action: string) {
  const officer = await createStaff(api, 'officer');
  if (action === 'reinstate') {
    await api.db
      .update(users)
      .set({ suspended_at: api.services.now().toISOString() })
      .where(eq(users.id, officer.user.id));
  }
  const version = await versionOf(api, users, officer.user.id);
  const path = `/api/staff/staff-accounts/${officer.user.id}/${action}`;
  return sendJson(api, 'POST', path, { ...admin.bearer, ...ifMatch(version) });
}

async function memberAction(api: TestApi, admin: TestMember, action: string, body: object) {
  const member = await createMember(api);
  if (action === 'reinstate') {
    await api.db
      .update(users)
      .set({ suspended_at: api.services.now().toISOString() })
      .where(eq(users.id, member.user.id));
  }
  const version = await versionOf(api, users, member.user.id);
  const method = action === 'vip' ? 'PUT' : 'POST';
  const path = `/api/staff/members/${member.user.id}/${action}`;
  return sendJson(api, method, path, admin.bearer, { ...body, version });
}

/** A staff member halfway through the first sign-in: the secret set up, not yet enabled. */
async function pendingSecret({ api, newSession }: WriteContext) {
  const editor = await createStaff(api, 'editor', { secondFactor: false });
  const session = await newSession(editor);
  const setup = await sendJson(api, 'POST', '/api/staff/second-factor/setup', session);
  const { secret } = (await setup.json()) as { secret: string };
  return { session, secret };
}

export const STAFF_WRITES: Record<string, Fixture> = {
  'POST /api/staff/publications': async ({ api, admin }) =>
    api.request('/api/staff/publications', {
      method: 'POST',
      headers: admin.bearer,
      body: await newPublicationForm(),
    }),
  'PUT /api/staff/publications/{id}': async ({ api, admin }) =>
    api.request(`/api/staff/publications/${await storedPublication(api)}`, {
      method: 'PUT',
      headers: admin.bearer,
      body: publicationForm({ ...PUBLICATION_FIELDS, version: '1' }),
    }),
  'DELETE /api/staff/publications/{id}': async ({ api, admin }) =>
    api.request(`/api/staff/publications/${await storedPublication(api)}`, {
      method: 'DELETE',
      headers: { ...admin.bearer, ...ifMatch(1) },
    }),
  ...AGREEMENT_WRITES,
  ...HS_CODE_WRITES,
  ...MARKET_ACCESS_WRITES,
  ...VAT_CORRECTION_WRITES,
  ...MENU_WRITES,
  ...FAQ_GUIDE_WRITES,
  ...CONTENT_RECORD_WRITES,
  ...STATISTIC_WRITES,
  ...NEWS_WRITES,
  ...TRADE_BARRIER_WRITES,
  ...TRADE_LEAD_WRITES,
  ...SCREENING_HIT_WRITES,
  ...DIRECTORY_WRITES,
  'PUT /api/staff/news/{id}': async ({ api, admin }) => {
    const [item] = await api.db.select({ id: news.id, version: news.version }).from(news).limit(1);
    return sendJson(api, 'PUT', `/api/staff/news/${item!.id}`, admin.bearer, {
      meta_description_en: 'Walked',
      version: item!.version,
    });
  },
  'POST /api/staff/approvals/{type}/{id}/approve': ({ api, admin }) =>
    decision(api, admin, 'approve'),
  'POST /api/staff/approvals/{type}/{id}/refuse': ({ api, admin }) =>
    decision(api, admin, 'refuse'),
  'PUT /api/staff/enquiries/{id}/owner': async ({ api, admin }) => {
    const id = await newEnquiry(api);
    return sendJson(api, 'PUT', `/api/staff/enquiries/${id}/owner`, admin.bearer, {
      owner_id: admin.user.id,
      version: 1,
    });
  },
  'POST /api/staff/enquiries/{id}/status': async ({ api, admin }) => {
    const id = await newEnquiry(api);
    return sendJson(api, 'POST', `/api/staff/enquiries/${id}/status`, admin.bearer, {
      status: 20,
      version: 1,
    });
  },
  'POST /api/staff/enquiries/{id}/replies': async ({ api, admin }) => {
    const id = await newEnquiry(api);
    return sendJson(api, 'POST', `/api/staff/enquiries/${id}/replies`, admin.bearer, {
      message: 'Thank you',
    });
  },
  'POST /api/staff/consultations/{id}/handled': async ({ api, admin }) => {
    const id = await inserted(
      api.db
        .insert(consultationRequests)
        .values({ name: 'Walk', email: 'walk@example.jo', terms: true })
        .returning({ id: consultationRequests.id }),
    );
    return sendJson(api, 'POST', `/api/staff/consultations/${id}/handled`, admin.bearer, {
      version: 1,
    });
  },
  'PUT /api/staff/members/{id}/vip': ({ api, admin }) =>
    memberAction(api, admin, 'vip', { is_vip: true }),
  'POST /api/staff/members/{id}/suspend': ({ api, admin }) =>
    memberAction(api, admin, 'suspend', { reason: 'Spam' }),
  'POST /api/staff/members/{id}/reinstate': ({ api, admin }) =>
    memberAction(api, admin, 'reinstate', {}),
  'POST /api/staff/second-factor/setup': async ({ api }) => {
    const editor = await createStaff(api, 'editor', { secondFactor: false });
    return sendJson(api, 'POST', '/api/staff/second-factor/setup', editor.bearer);
  },
  'POST /api/staff/second-factor/enable': async (context) => {
    const { session, secret } = await pendingSecret(context);
    return sendJson(context.api, 'POST', '/api/staff/second-factor/enable', session, {
      code: await context.codeOf(secret),
    });
  },
  'POST /api/staff/second-factor/verify': async (context) => {
    const { api } = context;
    const { session, secret } = await pendingSecret(context);
    const enabled = await sendJson(api, 'POST', '/api/staff/second-factor/enable', session, {
      code: await context.codeOf(secret),
    });
    if (enabled.status !== 200) throw new Error(await enabled.text());
    // A later sign-in: a new session, the code of the next period (each code counts once).
    api.services.clock.advance(30_000);
    const [user] = await api.db.select().from(users).where(eq(users.totp_secret, secret)).limit(1);
    const next = await context.newSession({ user: user! } as TestMember);
    return sendJson(api, 'POST', '/api/staff/second-factor/verify', next, {
      code: await context.codeOf(secret),
    });
  },
  'POST /api/staff/staff-accounts': ({ api, admin }) =>
    sendJson(api, 'POST', '/api/staff/staff-accounts', admin.bearer, {
      name: 'Walk Officer',
      email: `walk-officer-${Date.now()}@jordanexports.jo`,
      role: 'officer',
      password: 'Basalt-Canyon-5521',
    }),
  'PUT /api/staff/staff-accounts/{id}': async ({ api, admin }) => {
    const officer = await createStaff(api, 'officer');
    return sendJson(api, 'PUT', `/api/staff/staff-accounts/${officer.user.id}`, admin.bearer, {
      role: 'editor',
      version: await versionOf(api, users, officer.user.id),
    });
  },
  'POST /api/staff/staff-accounts/{id}/reset-second-factor': ({ api, admin }) =>
    staffAccountAction(api, admin, 'reset-second-factor'),
  'POST /api/staff/staff-accounts/{id}/suspend': ({ api, admin }) =>
    staffAccountAction(api, admin, 'suspend'),
  'POST /api/staff/staff-accounts/{id}/reinstate': ({ api, admin }) =>
    staffAccountAction(api, admin, 'reinstate'),
};
