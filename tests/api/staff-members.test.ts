import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { auditLog, companies, enquiries, mailOutbox, sessions, users } from '@/lib/db/schema';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

import { createMember, createStaff, MEMBER_PASSWORD, type TestMember } from './helpers/accounts';
import { post as postPublic, type ErrorBody } from './helpers/auth-requests';
import { companyRow } from './helpers/company-row';
import { json, testApiForFile } from './helpers/test-api';
import { staffIfMatch } from './helpers/versions';

const api = testApiForFile();

type Headers = Record<string, string>;
type Row = {
  id: number;
  name: string;
  email: string;
  is_vip: boolean;
  suspended_at: string | null;
  company: { company_registered_name: string; status: number } | null;
  enquiries_count: number;
};
type List = { data: Row[]; total: number; page: number; page_size: number; page_count: number };

const get = (path: string, headers: Headers = {}) => api.request(`/api${path}`, { headers });
// A change names the member's version as the console read it (issue 24).
const send = async (method: string, path: string, body: unknown, headers: Headers = {}) => {
  const version = await staffIfMatch(api, method, path);
  return api.request(`/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...version,
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
};

async function addCompany(owner: TestMember, names: { registered: string; trading: string }) {
  const [company] = await api.db
    .insert(companies)
    .values(
      companyRow(owner.user.id, {
        company_registered_name: names.registered,
        company_trading_name: names.trading,
        status: 30,
        status_note: 'The profile PDF is unreadable.',
      }),
    )
    .returning();
  await api.db.update(users).set({ company_id: company!.id }).where(eq(users.id, owner.user.id));
  return company!;
}

async function addEnquiry(owner: TestMember, status = 10) {
  const [row] = await api.db
    .insert(enquiries)
    .values({
      user_id: owner.user.id,
      enq_type: 1,
      status,
      email: owner.user.email,
      date: '2026-11-20 10:00:00',
      data: { description: 'Markets for olive oil' },
    })
    .returning();
  return row!;
}

const auditOf = (memberId: number) =>
  api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity_type, 'users'), eq(auditLog.entity_id, String(memberId))))
    .orderBy(auditLog.id);

describe('who may use /api/staff/members', () => {
  it('lets administrators and officers in; refuses editors and members (403) and visitors (401)', async () => {
    const admin = await createStaff(api, 'admin');
    const officer = await createStaff(api, 'officer');
    const editor = await createStaff(api, 'editor');
    const member = await createMember(api);
    const routes: [string, string, unknown?][] = [
      ['GET', '/staff/members'],
      ['GET', `/staff/members/${member.user.id}`],
      ['PUT', `/staff/members/${member.user.id}/vip`, { is_vip: false }],
    ];
    for (const [method, path, body] of routes) {
      const call = (headers: Headers = {}) =>
        method === 'GET' ? get(path, headers) : send(method, path, body, headers);
      expect((await call(admin.bearer)).status, `${method} ${path} admin`).toBe(200);
      expect((await call(officer.bearer)).status, `${method} ${path} officer`).toBe(200);
      expect((await call(editor.bearer)).status, `${method} ${path} editor`).toBe(403);
      expect((await call(member.bearer)).status, `${method} ${path} member`).toBe(403);
      expect((await call()).status, `${method} ${path} visitor`).toBe(401);
    }
  });

  it('refuses suspend and reinstate to editors, members and visitors, changing nothing', async () => {
    const editor = await createStaff(api, 'editor');
    const member = await createMember(api);
    const target = await createMember(api);
    for (const action of ['suspend', 'reinstate']) {
      const path = `/staff/members/${target.user.id}/${action}`;
      const body = { reason: 'Spam' };
      expect((await send('POST', path, body, editor.bearer)).status).toBe(403);
      expect((await send('POST', path, body, member.bearer)).status).toBe(403);
      expect((await send('POST', path, body, target.bearer)).status).toBe(403);
      expect((await send('POST', path, body)).status).toBe(401);
    }
    const [row] = await api.db.select().from(users).where(eq(users.id, target.user.id));
    expect(row!.suspended_at).toBeNull();
    expect(await auditOf(target.user.id)).toEqual([]);
  });

  it('lets an officer and an administrator suspend and reinstate', async () => {
    for (const role of ['officer', 'admin'] as const) {
      const staff = await createStaff(api, role);
      const target = await createMember(api);
      const path = `/staff/members/${target.user.id}`;
      expect((await send('POST', `${path}/suspend`, { reason: 'Spam' }, staff.bearer)).status).toBe(
        200,
      );
      expect((await send('POST', `${path}/reinstate`, undefined, staff.bearer)).status).toBe(200);
    }
  });

  it('asks staff who have not passed the second factor to sign in with it (401)', async () => {
    const officer = await createStaff(api, 'officer', { secondFactor: false });
    const response = await get('/staff/members', officer.bearer);
    expect(response.status).toBe(401);
    expect((await json<ErrorBody>(response)).message).toBe(en.Api.secondFactorRequired);
  });
});

describe('GET /api/staff/members', () => {
  it('lists members only, never staff, with their company and enquiry count', async () => {
    const officer = await createStaff(api, 'officer');
    const member = await createMember(api, { name: 'Yousef', last_name: 'Qasem' });
    await addCompany(member, { registered: 'Qasem Dates Co.', trading: 'Qasem Dates' });
    await addEnquiry(member);
    await addEnquiry(member, 40);
    const list = await json<List>(
      await get('/staff/members?q=Qasem&page_size=100', officer.bearer),
    );
    expect(list.data.map((row) => row.id)).toEqual([member.user.id]);
    expect(list.data[0]).toMatchObject({
      name: 'Yousef',
      email: member.user.email,
      is_vip: false,
      suspended_at: null,
      company: { company_registered_name: 'Qasem Dates Co.', status: 30 },
      enquiries_count: 2,
    });
    expect(list.data[0]).not.toHaveProperty('password_hash');
    const all = await json<List>(await get('/staff/members?page_size=100', officer.bearer));
    expect(all.data.some((row) => row.id === officer.user.id)).toBe(false);
  });

  it('finds a member by name, last name, e-mail, phone or company name, in Arabic and English', async () => {
    const officer = await createStaff(api, 'officer');
    const arabic = await createMember(api, {
      name: 'سلمى',
      last_name: 'العبدالله',
      phone: '0795551234',
      email: `salma-${Date.now()}@Example.JO`,
    });
    await addCompany(arabic, { registered: 'شركة الأغوار للتمور', trading: 'Ghor Dates' });
    const english = await createMember(api, {
      name: 'Kareem',
      last_name: 'Nasser',
      phone: '0781112223',
    });
    const ids = async (q: string) =>
      (
        await json<List>(await get(`/staff/members?q=${encodeURIComponent(q)}`, officer.bearer))
      ).data.map((row) => row.id);
    expect(await ids('سلمى')).toEqual([arabic.user.id]);
    expect(await ids('العبدالله')).toEqual([arabic.user.id]);
    expect(await ids('سلمى العبد')).toEqual([arabic.user.id]);
    // Alef with hamza typed or not, the same company.
    expect(await ids('الاغوار')).toEqual([arabic.user.id]);
    expect(await ids('ghor DATES')).toEqual([arabic.user.id]);
    expect(await ids('SALMA-')).toEqual([arabic.user.id]);
    expect(await ids('kareem nasser')).toEqual([english.user.id]);
    expect(await ids('NASSER')).toEqual([english.user.id]);
    // A phone, typed with Arabic-Indic digits or with spaces.
    expect(await ids('٠٧٨١١١٢٢٢٣')).toEqual([english.user.id]);
    expect(await ids('079 555 1234')).toEqual([arabic.user.id]);
    expect(await ids('(078) 111-2223')).toEqual([english.user.id]);
    // Digits inside a word are text, not a phone: no match on the phone that contains 5551.
    expect(await ids('سلمى 5r551')).toEqual([]);
    // LIKE's wildcards are plain characters.
    expect(await ids('%')).toEqual([]);
    expect(await ids('_')).toEqual([]);
  });

  it('filters by VIP, suspension and company, and pages on the server', async () => {
    const admin = await createStaff(api, 'admin');
    const tag = `filt${Date.now()}`;
    const plain = await createMember(api, { name: tag, last_name: 'Plain' });
    const vip = await createMember(api, { name: tag, last_name: 'Vip', is_vip: true });
    const suspended = await createMember(api, {
      name: tag,
      last_name: 'Suspended',
      suspended_at: '2026-11-01T10:00:00Z',
    });
    await addCompany(vip, { registered: 'Vip Co.', trading: 'Vip' });
    const ids = async (query: string) =>
      (await json<List>(await get(`/staff/members?q=${tag}&${query}`, admin.bearer))).data
        .map((row) => row.id)
        .sort((a, b) => a - b);
    expect(await ids('vip=true')).toEqual([vip.user.id]);
    expect(await ids('vip=false')).toEqual([plain.user.id, suspended.user.id]);
    expect(await ids('suspended=true')).toEqual([suspended.user.id]);
    expect(await ids('suspended=false')).toEqual([plain.user.id, vip.user.id]);
    expect(await ids('has_company=true')).toEqual([vip.user.id]);
    expect(await ids('has_company=false&suspended=false')).toEqual([plain.user.id]);

    const first = await json<List>(
      await get(`/staff/members?q=${tag}&page_size=2&sort=name`, admin.bearer),
    );
    expect(first).toMatchObject({ total: 3, page: 1, page_size: 2, page_count: 2 });
    expect(first.data).toHaveLength(2);
    const second = await json<List>(
      await get(`/staff/members?q=${tag}&page_size=2&page=2&sort=name`, admin.bearer),
    );
    expect(second.data).toHaveLength(1);
    const seen = [...first.data, ...second.data].map((row) => row.id).sort((a, b) => a - b);
    expect(seen).toEqual([plain.user.id, vip.user.id, suspended.user.id]);
    const past = await json<List>(
      await get(`/staff/members?q=${tag}&page_size=2&page=9`, admin.bearer),
    );
    expect(past.data).toEqual([]);
  });

  it('orders by name, e-mail, joining date or enquiries, either way', async () => {
    const admin = await createStaff(api, 'admin');
    const tag = `sort${Date.now()}`;
    const b = await createMember(api, { name: `${tag} Bilal` });
    const a = await createMember(api, { name: `${tag} Amal` });
    await addEnquiry(b);
    const order = async (sort: string) =>
      (await json<List>(await get(`/staff/members?q=${tag}&sort=${sort}`, admin.bearer))).data.map(
        (row) => row.id,
      );
    expect(await order('name')).toEqual([a.user.id, b.user.id]);
    expect(await order('-name')).toEqual([b.user.id, a.user.id]);
    expect(await order('-enquiries')).toEqual([b.user.id, a.user.id]);
    expect(await order('enquiries')).toEqual([a.user.id, b.user.id]);
    expect(await order('-created')).toEqual([a.user.id, b.user.id]);
  });

  it('answers 422 for a bad filter, page, size or order, never 500', async () => {
    const admin = await createStaff(api, 'admin');
    for (const query of [
      'vip=maybe',
      'suspended=1',
      'has_company=',
      'page=0',
      'page=-1',
      'page=1.5',
      'page=abc',
      'page=99999999999',
      'page_size=0',
      'page_size=101',
      'sort=password_hash',
      `q=${'x'.repeat(201)}`,
    ]) {
      const response = await get(`/staff/members?${query}`, admin.bearer);
      expect(response.status, query).toBe(422);
    }
  });
});

describe('GET /api/staff/members/{id}', () => {
  it('shows the profile, company with its status and reason, enquiries and counts; no secrets', async () => {
    const officer = await createStaff(api, 'officer');
    const member = await createMember(api, { name: 'Huda', locale: 'ar', totp_secret: 'SECRET' });
    const company = await addCompany(member, {
      registered: 'Huda Herbs LLC',
      trading: 'Huda Herbs',
    });
    const enquiry = await addEnquiry(member, 70);
    await addEnquiry(member, 60);
    const response = await get(`/staff/members/${member.user.id}`, officer.bearer);
    expect(response.status).toBe(200);
    const body = await json<Record<string, unknown>>(response);
    expect(body).toMatchObject({
      id: member.user.id,
      name: 'Huda',
      email: member.user.email,
      locale: 'ar',
      is_vip: false,
      suspended_at: null,
      suspension: null,
      company: {
        id: company.id,
        company_registered_name: 'Huda Herbs LLC',
        company_trading_name: 'Huda Herbs',
        status: 30,
        status_note: 'The profile PDF is unreadable.',
        international_buyers_access: 0,
      },
      counts: { enquiries: 2, open_enquiries: 1, products: 0, services: 0 },
    });
    expect((body.enquiries as { id: number; status: number }[]).map((e) => e.id)).toContain(
      enquiry.id,
    );
    const text = JSON.stringify(body);
    for (const secret of ['password_hash', 'totp_secret', 'SECRET', 'totp_last_step']) {
      expect(text).not.toContain(secret);
    }
  });

  it("answers 404 for a staff account's id, an unknown id and an id out of range; 422 for text", async () => {
    const officer = await createStaff(api, 'officer');
    const admin = await createStaff(api, 'admin');
    for (const id of [admin.user.id, officer.user.id, 999_999, '99999999999999999999']) {
      expect((await get(`/staff/members/${id}`, officer.bearer)).status, String(id)).toBe(404);
      expect(
        (await send('PUT', `/staff/members/${id}/vip`, { is_vip: true }, officer.bearer)).status,
      ).toBe(404);
      expect(
        (await send('POST', `/staff/members/${id}/suspend`, { reason: 'x' }, officer.bearer))
          .status,
      ).toBe(404);
      expect(
        (await send('POST', `/staff/members/${id}/reinstate`, undefined, officer.bearer)).status,
      ).toBe(404);
    }
    expect((await get('/staff/members/abc', officer.bearer)).status).toBe(422);
    expect((await get('/staff/members/0', officer.bearer)).status).toBe(422);
    const [staffRow] = await api.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(staffRow!.suspended_at).toBeNull();
    expect(staffRow!.is_vip).toBe(false);
  });
});

describe('PUT /api/staff/members/{id}/vip', () => {
  it('sets and clears VIP, each change with its audit entry', async () => {
    const officer = await createStaff(api, 'officer');
    const member = await createMember(api);
    const path = `/staff/members/${member.user.id}/vip`;
    const set = await send('PUT', path, { is_vip: true }, officer.bearer);
    expect(set.status).toBe(200);
    expect(await json(set)).toEqual({
      id: member.user.id,
      is_vip: true,
      suspended_at: null,
      version: 2,
    });
    // The same value again changes nothing and writes no entry.
    expect((await send('PUT', path, { is_vip: true }, officer.bearer)).status).toBe(200);
    expect((await send('PUT', path, { is_vip: false }, officer.bearer)).status).toBe(200);
    const [row] = await api.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row!.is_vip).toBe(false);
    const entries = await auditOf(member.user.id);
    expect(entries.map((e) => [e.action, e.before, e.after, e.actor_id, e.actor_role])).toEqual([
      ['member.vip', { is_vip: false }, { is_vip: true }, officer.user.id, 'officer'],
      ['member.vip', { is_vip: true }, { is_vip: false }, officer.user.id, 'officer'],
    ]);
    expect(entries[0]!.actor_email).toBe(officer.user.email);
  });

  it('answers 422 for a missing or non-boolean value', async () => {
    const officer = await createStaff(api, 'officer');
    const member = await createMember(api);
    const path = `/staff/members/${member.user.id}/vip`;
    for (const body of [{}, { is_vip: 'yes' }, { is_vip: 1 }, { is_vip: null }]) {
      expect((await send('PUT', path, body, officer.bearer)).status, JSON.stringify(body)).toBe(
        422,
      );
    }
    const malformed = await api.request(`/api${path}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', ...officer.bearer },
      body: '{"is_vip":',
    });
    expect([400, 422]).toContain(malformed.status);
    expect(await auditOf(member.user.id)).toEqual([]);
  });

  it('needs the CSRF header when the session cookie authenticates it', async () => {
    const officer = await createStaff(api, 'officer');
    const member = await createMember(api);
    const path = `/staff/members/${member.user.id}/vip`;
    expect(
      (await send('PUT', path, { is_vip: true }, { Cookie: officer.cookie.Cookie! })).status,
    ).toBe(403);
    expect((await send('PUT', path, { is_vip: true }, officer.cookie)).status).toBe(200);
  });
});

describe('suspending and reinstating a member', () => {
  it('ends the token at once, refuses the login, writes the audit entry and tells the member', async () => {
    const officer = await createStaff(api, 'officer');
    const member = await createMember(api, { locale: 'ar', name: 'ليلى' });
    const other = await createMember(api);
    expect((await get('/user', member.bearer)).status).toBe(200);
    const before = await api.db.select().from(mailOutbox);
    const kicks = api.services.outbox.kicks;

    const response = await send(
      'POST',
      `/staff/members/${member.user.id}/suspend`,
      { reason: '  Fake company documents  ' },
      officer.bearer,
    );
    expect(response.status).toBe(200);
    const state = await json<{ suspended_at: string }>(response);
    expect(state.suspended_at).toBe(api.services.now().toISOString());

    // The member's token no longer opens anything; another member's still does.
    expect((await get('/user', member.bearer)).status).toBe(401);
    expect((await get('/user', other.bearer)).status).toBe(200);
    const live = await api.db.select().from(sessions).where(eq(sessions.user_id, member.user.id));
    expect(live.every((session) => session.revoked_at !== null)).toBe(true);

    const login = await postPublic(api, '/login', {
      email: member.user.email,
      password: MEMBER_PASSWORD,
    });
    expect(login.status).toBe(403);
    expect((await json<ErrorBody>(login)).message).toBe(en.Api.accountSuspended);

    const [entry] = await auditOf(member.user.id);
    expect(entry).toMatchObject({
      action: 'member.suspend',
      actor_id: officer.user.id,
      before: { suspended_at: null },
      after: { suspended_at: state.suspended_at, reason: 'Fake company documents' },
    });

    // The e-mail, in the member's language, with the way to reach the agency; not the reason.
    const mails = (await api.db.select().from(mailOutbox)).slice(before.length);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_address).toBe(member.user.email);
    expect(mails[0]!.subject).toBe(
      ar.MembersAdmin.emails.suspended.subject.replace('{portal}', ar.Metadata.portalName),
    );
    expect(mails[0]!.text_body).toContain('/ar/pages/190');
    expect(mails[0]!.text_body).toContain(api.services.enquiryInbox);
    expect(mails[0]!.text_body).not.toContain('Fake company documents');
    expect(api.services.outbox.kicks).toBe(kicks + 1);

    // The detail shows the suspension with its reason.
    const detail = await json<{ suspension: unknown }>(
      await get(`/staff/members/${member.user.id}`, officer.bearer),
    );
    expect(detail.suspension).toEqual({
      suspended_at: state.suspended_at,
      reason: 'Fake company documents',
      by: officer.user.email,
    });

    // Twice is refused; nothing more is written.
    const again = await send(
      'POST',
      `/staff/members/${member.user.id}/suspend`,
      { reason: 'x' },
      officer.bearer,
    );
    expect(again.status).toBe(409);
    expect((await json<ErrorBody>(again)).message).toBe(en.MembersAdmin.errors.alreadySuspended);
    expect(await auditOf(member.user.id)).toHaveLength(1);
  });

  it('reinstates: the member signs in again (old tokens stay dead), with the entry and the e-mail', async () => {
    const admin = await createStaff(api, 'admin');
    const member = await createMember(api);
    const path = `/staff/members/${member.user.id}`;
    expect((await send('POST', `${path}/suspend`, { reason: 'Spam' }, admin.bearer)).status).toBe(
      200,
    );
    const suspendedAt = api.services.now().toISOString();
    api.services.clock.advance(60_000);
    const before = (await api.db.select().from(mailOutbox)).length;

    const response = await send('POST', `${path}/reinstate`, undefined, admin.bearer);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      id: member.user.id,
      is_vip: false,
      suspended_at: null,
      version: 3,
    });
    expect((await get('/user', member.bearer)).status).toBe(401);
    const login = await postPublic(api, '/login', {
      email: member.user.email,
      password: MEMBER_PASSWORD,
    });
    expect(login.status).toBe(200);

    const entries = await auditOf(member.user.id);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['member.suspend', { suspended_at: null }, { suspended_at: suspendedAt, reason: 'Spam' }],
      ['member.reinstate', { suspended_at: suspendedAt }, { suspended_at: null }],
    ]);
    const mails = (await api.db.select().from(mailOutbox)).slice(before);
    expect(mails.map((mail) => [mail.to_address, mail.subject])).toEqual([
      [
        member.user.email,
        en.MembersAdmin.emails.reinstated.subject.replace('{portal}', en.Metadata.portalName),
      ],
    ]);

    const again = await send('POST', `${path}/reinstate`, undefined, admin.bearer);
    expect(again.status).toBe(409);
    expect((await json<ErrorBody>(again)).message).toBe(en.MembersAdmin.errors.notSuspended);
  });

  it('needs a reason (422), and keeps it within 1000 characters', async () => {
    const officer = await createStaff(api, 'officer');
    const member = await createMember(api);
    const path = `/staff/members/${member.user.id}/suspend`;
    for (const body of [
      {},
      { reason: '' },
      { reason: '   ' },
      { reason: 5 },
      { reason: 'x'.repeat(1001) },
    ]) {
      const response = await send('POST', path, body, officer.bearer);
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(422);
      expect(Object.keys((await json<ErrorBody>(response)).errors)).toEqual(['reason']);
    }
    expect((await get('/user', member.bearer)).status).toBe(200);
    expect(await auditOf(member.user.id)).toEqual([]);
  });
});
