import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';

import type { EnquiryDetail } from '@/features/enquiries/schemas';
import type {
  EnquirySummary,
  StaffEnquiryDetail,
  StaffEnquiryPage,
  StaffOwner,
} from '@/features/enquiries/staff-schemas';
import { auditLog, enquiries, enquiryEvents, mailOutbox } from '@/lib/db/schema';
import { deliverOutbox } from '@/lib/mail/outbox';
import ar from '@/messages/ar.json';

import { lookupChoices, type Choices } from './enquiries-fixtures';
import { createMember, createStaff, type TestMember } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';
import { staffIfMatch } from './helpers/versions';

const api = testApiForFile();

type Headers = Record<string, string>;
const get = (path: string, headers: Headers = {}) => api.request(path, { headers });
const send = async (method: string, path: string, body: unknown, headers: Headers = {}) =>
  api.request(path, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(await staffIfMatch(api, method, path)),
      ...headers,
    },
    body: JSON.stringify(body),
  });

const DAY = 24 * 60 * 60 * 1000;
let admin: TestMember;
let officer: TestMember;
let editor: TestMember;
let member: TestMember;
let arabicMember: TestMember;
let choices: Choices;
// The test clock starts on Saturday 2026-11-21, 12:00 in Amman.
const now = () => api.services.now();

async function insertEnquiry(
  owner: TestMember,
  values: Partial<typeof enquiries.$inferInsert> & { data?: Record<string, unknown> } = {},
) {
  const createdAt = values.created_at ?? now().toISOString();
  const [row] = await api.db
    .insert(enquiries)
    .values({
      user_id: owner.user.id,
      enq_type: 7,
      status: 10,
      email: owner.user.email,
      date: '2026-11-21 12:00:00',
      data: {
        enq_type: 7,
        name: 'Lina',
        phone: '0791234567',
        subject: 'Olive oil',
        description: 'Export of olive oil',
      },
      locale: 'en',
      created_at: createdAt,
      updated_at: createdAt,
      ...values,
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  [admin, officer, editor] = await Promise.all([
    createStaff(api, 'admin'),
    createStaff(api, 'officer'),
    createStaff(api, 'editor'),
  ]);
  member = await createMember(api, { name: 'Rami', last_name: 'Khalil' });
  arabicMember = await createMember(api, { name: 'سلمى', last_name: 'العبادي', locale: 'ar' });
  choices = await lookupChoices(api);
});

describe('who may use the staff enquiry routes', () => {
  let id: number;
  beforeAll(async () => {
    id = (await insertEnquiry(member)).id;
  });

  const reads = () => [
    '/api/staff/enquiries',
    '/api/staff/enquiries.csv',
    '/api/staff/enquiries/owners',
    '/api/staff/enquiries/summary',
    `/api/staff/enquiries/${id}`,
  ];

  it('lets officers and admins read; editors and members get 403, visitors 401', async () => {
    for (const path of reads()) {
      expect((await get(path, admin.bearer)).status, path).toBe(200);
      expect((await get(path, officer.bearer)).status, path).toBe(200);
      expect((await get(path, editor.bearer)).status, path).toBe(403);
      expect((await get(path, member.bearer)).status, path).toBe(403);
      expect((await get(path)).status, path).toBe(401);
    }
  });

  it('refuses changes from editors (403), members (403) and visitors (401), changing nothing', async () => {
    const changes: [string, string, unknown][] = [
      ['PUT', `/api/staff/enquiries/${id}/owner`, { owner_id: officer.user.id }],
      ['POST', `/api/staff/enquiries/${id}/status`, { status: 20 }],
      ['POST', `/api/staff/enquiries/${id}/replies`, { message: 'Hello' }],
    ];
    for (const [method, path, body] of changes) {
      expect((await send(method, path, body, editor.bearer)).status, path).toBe(403);
      expect((await send(method, path, body, member.bearer)).status, path).toBe(403);
      expect((await send(method, path, body)).status, path).toBe(401);
    }
    const events = await api.db
      .select()
      .from(enquiryEvents)
      .where(eq(enquiryEvents.enquiry_id, id));
    expect(events).toHaveLength(0);
  });

  it('a staff session without the second factor is refused', async () => {
    const pending = await createStaff(api, 'officer', { secondFactor: false });
    expect((await get('/api/staff/enquiries', pending.bearer)).status).toBe(401);
  });
});

describe('GET /api/staff/enquiries', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    const at = (days: number) => new Date(now().getTime() - days * DAY).toISOString();
    ids = {
      // Sent on Sunday 2026-11-15: four working days old on Saturday the 21st (Mon–Thu).
      oldEnglish: (
        await insertEnquiry(member, {
          created_at: at(6),
          data: {
            enq_type: 1,
            name: 'Rami',
            description: 'We need a market study for DATES_50%_off in Germany',
            industry: choices.industry,
            country: choices.country,
          },
          enq_type: 1,
        })
      ).id,
      arabic: (
        await insertEnquiry(arabicMember, {
          created_at: at(1),
          data: {
            enq_type: 7,
            name: 'سلمى',
            subject: 'تصدير',
            description: 'نرغب في تصدير زيت الزيتون إلى ألمانيا',
          },
          locale: 'ar',
        })
      ).id,
      mine: (
        await insertEnquiry(member, { created_at: at(5), owner_id: officer.user.id, status: 20 })
      ).id,
      closed: (await insertEnquiry(member, { created_at: at(30), status: 60 })).id,
    };
  });

  const list = async (query: string, who: TestMember = officer) => {
    const response = await get(`/api/staff/enquiries?${query}`, who.bearer);
    expect(response.status, query).toBe(200);
    return json<StaffEnquiryPage>(response);
  };
  const idsIn = (page: StaffEnquiryPage) => page.rows.map((row) => row.id);

  it('answers rows with type, status, member, owner, age and overdue, newest first', async () => {
    const page = await list('page_size=100');
    expect(page.total).toBeGreaterThanOrEqual(4);
    expect(page.target_days).toBe(2);
    const created = page.rows.map((row) => row.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    const old = page.rows.find((row) => row.id === ids.oldEnglish)!;
    expect(old).toMatchObject({
      type: { code: 1, name: 'Market Studies and General Enquiry' },
      status: { code: 10, name: 'New' },
      member: { id: member.user.id, name: 'Rami Khalil', email: member.user.email },
      owner: null,
      age: 4,
      overdue: true,
    });
    const mine = page.rows.find((row) => row.id === ids.mine)!;
    expect(mine.owner).toEqual({ id: officer.user.id, name: 'officer Staff' });
    expect(page.rows.find((row) => row.id === ids.closed)!).toMatchObject({
      age: null,
      overdue: false,
    });
    expect(page.rows.find((row) => row.id === ids.arabic)!).toMatchObject({ overdue: false });
  });

  it('names types and statuses in Arabic for an Arabic request', async () => {
    const response = await get('/api/staff/enquiries?page_size=100', {
      ...officer.bearer,
      'Accept-Language': 'ar',
    });
    const page = await json<StaffEnquiryPage>(response);
    expect(page.rows.find((row) => row.id === ids.closed)!.status.name).toBe('مغلق');
  });

  it('filters by type, status, owner, overdue and age', async () => {
    expect(idsIn(await list('type=1'))).toEqual([ids.oldEnglish]);
    expect(idsIn(await list('status=60'))).toEqual([ids.closed]);
    expect(idsIn(await list('status=open'))).not.toContain(ids.closed);
    expect(idsIn(await list('owner=me'))).toEqual([ids.mine]);
    expect(idsIn(await list('owner=me', admin))).toEqual([]);
    expect(idsIn(await list(`owner=${officer.user.id}`, admin))).toEqual([ids.mine]);
    expect(idsIn(await list('owner=none'))).not.toContain(ids.mine);
    const overdue = idsIn(await list('overdue=1'));
    expect(overdue).toContain(ids.oldEnglish);
    expect(overdue).toContain(ids.mine); // Monday: three working days, never answered
    expect(overdue).not.toContain(ids.arabic);
    expect(overdue).not.toContain(ids.closed);
    const aged = idsIn(await list('age_min=3'));
    expect(idsIn(await list('age_min=4'))).not.toContain(ids.mine);
    expect(aged).toEqual(expect.arrayContaining([ids.oldEnglish, ids.mine]));
    expect(aged).not.toContain(ids.arabic);
  });

  it('searches names, e-mails, request numbers and sent text, in Arabic and English', async () => {
    expect(idsIn(await list(`q=${encodeURIComponent('زيت الزيتون')}`))).toEqual([ids.arabic]);
    expect(idsIn(await list(`q=${encodeURIComponent('العبادي')}`))).toEqual([ids.arabic]);
    expect(idsIn(await list('q=MARKET%20study'))).toEqual([ids.oldEnglish]);
    expect(idsIn(await list('q=rami%20khalil&status=10&type=1'))).toEqual([ids.oldEnglish]);
    expect(
      idsIn(await list(`q=${encodeURIComponent(member.user.email.toUpperCase())}&type=1`)),
    ).toEqual([ids.oldEnglish]);
    expect(idsIn(await list(`q=%23${ids.closed}`))).toEqual([ids.closed]);
    // % and _ are taken literally.
    expect(idsIn(await list('q=50%25_off'))).toEqual([ids.oldEnglish]);
    expect(idsIn(await list('q=%25%25%25'))).toEqual([]);
    expect(idsIn(await list('q=_'))).toEqual(expect.arrayContaining([ids.oldEnglish]));
  });

  it('sorts and paginates on the server', async () => {
    const byAge = await list('sort=age&order=desc&page_size=100');
    const createdAsc = byAge.rows.map((row) => row.created_at);
    expect([...createdAsc].sort()).toEqual(createdAsc);
    const byId = await list('sort=id&order=asc&page_size=100');
    expect(idsIn(byId)).toEqual([...idsIn(byId)].sort((a, b) => a - b));
    const first = await list('sort=id&order=asc&page_size=10&page=1');
    const second = await list('sort=id&order=asc&page_size=10&page=2');
    expect(first.page_size).toBe(10);
    expect(second.page).toBe(2);
    expect(idsIn(first).filter((id) => idsIn(second).includes(id))).toEqual([]);
    for (const sort of ['status', 'type', 'member', 'owner', 'created']) {
      expect(
        (await get(`/api/staff/enquiries?sort=${sort}&order=asc`, officer.bearer)).status,
      ).toBe(200);
    }
  });

  it('answers 422 for bad filters, never 500', async () => {
    for (const query of [
      'type=4',
      'status=15',
      'owner=someone',
      'overdue=yes',
      'age_min=-1',
      'sort=password',
      'order=up',
      'page=0',
      'page_size=7',
      `q=${'x'.repeat(201)}`,
    ]) {
      expect((await get(`/api/staff/enquiries?${query}`, officer.bearer)).status, query).toBe(422);
    }
    expect((await get('/api/staff/enquiries.csv?status=15', officer.bearer)).status).toBe(422);
  });

  it('answers below 500 whatever the query string holds', async () => {
    const names = [
      'type',
      'status',
      'owner',
      'overdue',
      'age_min',
      'q',
      'sort',
      'order',
      'page',
      'page_size',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...names), fc.string({ unit: 'grapheme', maxLength: 30 })),
        async (query) => {
          const search = new URLSearchParams(query).toString();
          const response = await get(`/api/staff/enquiries?${search}`, officer.bearer);
          expect(response.status, search).toBeLessThan(500);
        },
      ),
      { numRuns: 60, seed: 20_261_123 },
    );
  });

  it('exports the filtered rows as CSV with the BOM and neutralised formulas', async () => {
    const formula = await insertEnquiry(
      await createMember(api, { name: '=HYPERLINK("http://evil.example","x")', last_name: null }),
    );
    const response = await get('/api/staff/enquiries.csv?status=10', officer.bearer);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="enquiries-.+\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const [heading, ...lines] = text.trimEnd().split('\r\n');
    expect(heading).toBe(
      '"Request number","Type","Status","Member","E-mail","Owner","Received (Amman time)","Age (working days)","Overdue"',
    );
    expect(lines.some((line) => line.startsWith(`"${formula.id}",`))).toBe(true);
    expect(text).toContain('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    expect(lines.every((line) => line.includes('"New"'))).toBe(true);
    expect(lines.some((line) => line.startsWith(`"${ids.closed}",`))).toBe(false);

    const arabic = await get('/api/staff/enquiries.csv?status=10', {
      ...officer.bearer,
      'Accept-Language': 'ar',
    });
    const arabicText = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      new Uint8Array(await arabic.arrayBuffer()),
    );
    expect(arabicText.startsWith('\uFEFF"رقم الطلب","النوع","الحالة"')).toBe(true);
    expect(arabicText).toContain('"سلمى العبادي"');
    const linked = await get('/api/staff/enquiries.csv?status=10&lang=ar', officer.bearer);
    expect((await linked.text()).includes('"رقم الطلب"')).toBe(true);
  });
});

describe('one enquiry: detail, owner, status, replies', () => {
  let id: number;
  beforeAll(async () => {
    id = (
      await insertEnquiry(arabicMember, {
        enq_type: 1,
        data: {
          enq_type: 1,
          name: 'سلمى',
          description: '<img src=x onerror=alert(1)>',
          industry: choices.industry,
          country: choices.country,
        },
        locale: 'ar',
      })
    ).id;
  });
  const detail = async (who: TestMember = officer) =>
    json<StaffEnquiryDetail>(await get(`/api/staff/enquiries/${id}`, who.bearer));
  const auditOf = (action: string) =>
    api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entity_id, String(id))));

  it('answers what was sent with lookup names, the member and the allowed moves', async () => {
    const body = await detail();
    expect(body.data.description).toBe('<img src=x onerror=alert(1)>');
    expect(Object.keys(body.labels).sort()).toEqual(['country', 'industry']);
    expect(body.member).toMatchObject({
      name: 'سلمى العبادي',
      locale: 'ar',
      vip: false,
      phone: '0791234567',
    });
    expect(body.owner).toBeNull();
    expect(body.status.code).toBe(10);
    expect(body.moves).toEqual([20, 70, 30, 50, 60]);
    expect(body.events).toEqual([]);
  });

  it('lists the officers and admins as owners, not editors or members', async () => {
    const owners = await json<StaffOwner[]>(
      await get('/api/staff/enquiries/owners', officer.bearer),
    );
    const ownerIds = owners.map((owner) => owner.id);
    expect(ownerIds).toEqual(expect.arrayContaining([admin.user.id, officer.user.id]));
    expect(ownerIds).not.toContain(editor.user.id);
    expect(ownerIds).not.toContain(member.user.id);
  });

  it('assigns an owner with an event and an audit entry; only staff who may own it', async () => {
    const path = `/api/staff/enquiries/${id}/owner`;
    for (const bad of [editor.user.id, member.user.id, 999_999]) {
      const refused = await send('PUT', path, { owner_id: bad }, officer.bearer);
      expect(refused.status).toBe(422);
      expect(
        (await json<{ errors: Record<string, string[]> }>(refused)).errors.owner_id,
      ).toBeDefined();
    }
    for (const bad of [{}, { owner_id: 'me' }, { owner_id: -1 }, { owner_id: 1.5 }]) {
      expect((await send('PUT', path, bad, officer.bearer)).status).toBe(422);
    }
    const response = await send('PUT', path, { owner_id: officer.user.id }, officer.bearer);
    expect(response.status).toBe(200);
    expect((await json<StaffEnquiryDetail>(response)).owner).toEqual({
      id: officer.user.id,
      name: 'officer Staff',
    });
    // The same owner again changes nothing.
    expect((await send('PUT', path, { owner_id: officer.user.id }, officer.bearer)).status).toBe(
      200,
    );
    const audits = await auditOf('enquiry.owner');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actor_id: officer.user.id,
      actor_role: 'officer',
      entity_type: 'enquiries',
      before: { owner_id: null },
      after: { owner_id: officer.user.id },
    });
    const body = await detail();
    expect(body.events).toHaveLength(1);
    expect(body.events[0]).toMatchObject({
      kind: 'owner',
      actor: { name: 'officer Staff' },
      owner: { id: officer.user.id },
    });
  });

  it('refuses a move that is not allowed with 422 naming both statuses', async () => {
    const response = await send(
      'POST',
      `/api/staff/enquiries/${id}/status`,
      { status: 40 },
      officer.bearer,
    );
    expect(response.status).toBe(422);
    expect((await json<{ message: string }>(response)).message).toBe(
      'An enquiry cannot move from “New” to “Completed”.',
    );
    const arabic = await send(
      'POST',
      `/api/staff/enquiries/${id}/status`,
      { status: 40 },
      {
        ...officer.bearer,
        'Accept-Language': 'ar',
      },
    );
    expect((await json<{ message: string }>(arabic)).message).toBe(
      'لا يمكن نقل الاستفسار من «جديد» إلى «مكتمل».',
    );
    for (const bad of [
      { status: 10 },
      { status: 99 },
      { status: 'x' },
      {},
      { status: 20, note: 'x'.repeat(2001) },
    ]) {
      expect(
        (await send('POST', `/api/staff/enquiries/${id}/status`, bad, officer.bearer)).status,
      ).toBe(422);
    }
    const [row] = await api.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(row!.status).toBe(10);
  });

  it('replies to the member: event, audit, e-mail in their language, conversation', async () => {
    const outboxBefore = (await api.db.select().from(mailOutbox)).length;
    const message = 'شكرًا لتواصلكم. سنرسل لكم دراسة السوق خلال أسبوع.\n<b>no markup</b>';
    const response = await send(
      'POST',
      `/api/staff/enquiries/${id}/replies`,
      { message },
      admin.bearer,
    );
    expect(response.status).toBe(201);
    const body = await json<StaffEnquiryDetail>(response);
    expect(body.events.at(-1)).toMatchObject({
      kind: 'reply',
      message,
      actor: { name: 'admin Staff' },
    });
    expect(body.responded_at).not.toBeNull();
    expect(body.overdue).toBe(false);

    const mails = await api.db.select().from(mailOutbox);
    expect(mails).toHaveLength(outboxBefore + 1);
    const mail = mails.at(-1)!;
    expect(mail.to_address).toBe(arabicMember.user.email);
    expect(mail.subject).toBe(`رد على استفسارك رقم ${id}`);
    expect(mail.text_body).toContain(message);
    expect(mail.html_body).toContain('&#60;b&#62;no markup&#60;/b&#62;');
    expect(mail.html_body).toContain('dir="rtl"');
    expect(api.services.outbox.kicks).toBeGreaterThan(0);
    await deliverOutbox(api.db, api.services.mailer, api.services.now);
    expect(api.services.sentMail.some((sent) => sent.to === arabicMember.user.email)).toBe(true);

    const audits = await auditOf('enquiry.reply');
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toMatchObject({ message });

    // The member sees the reply in their enquiry, never the other events.
    const own = await json<EnquiryDetail>(
      await get(`/api/user-enquiries/${id}`, arabicMember.bearer),
    );
    expect(own.conversation).toEqual([
      { id: expect.any(Number), date: expect.any(String), message },
    ]);
  });

  it('moves the status with a note: event, audit, e-mail; the member sees the status, not the note', async () => {
    const note = 'Called the member; internal only';
    const response = await send(
      'POST',
      `/api/staff/enquiries/${id}/status`,
      { status: 70, note },
      officer.bearer,
    );
    expect(response.status).toBe(200);
    const body = await json<StaffEnquiryDetail>(response);
    expect(body.status).toEqual({ code: 70, name: 'Ongoing' });
    expect(body.moves).toEqual([30, 40, 50, 60]);
    expect(body.events.at(-1)).toMatchObject({
      kind: 'status',
      from_status: 10,
      to_status: 70,
      note,
    });
    const audits = await auditOf('enquiry.status');
    expect(audits[0]).toMatchObject({ before: { status: 10 }, after: { status: 70, note } });
    const mail = (await api.db.select().from(mailOutbox)).at(-1)!;
    expect(mail.to_address).toBe(arabicMember.user.email);
    expect(mail.subject).toBe(`أصبحت حالة استفسارك رقم ${id} «${ar.Enquiries.status['70']}»`);
    expect(mail.text_body).not.toContain(note);

    const own = await json<EnquiryDetail>(
      await get(`/api/user-enquiries/${id}`, arabicMember.bearer),
    );
    expect(own.status.iid).toBe(70);
    expect(own.conversation).toHaveLength(1);
    expect(JSON.stringify(own)).not.toContain(note);
    const table = await json<{ id: number; status: { iid: number } }[]>(
      await get(`/api/user-all-enquiries/${arabicMember.user.id}`, arabicMember.bearer),
    );
    expect(table.find((row) => row.id === id)!.status.iid).toBe(70);
  });

  it('answers 422 for a bad reply and 404 for an unknown enquiry, never 500', async () => {
    for (const bad of [
      {},
      { message: '' },
      { message: '   ' },
      { message: 'x'.repeat(5001) },
      { message: 42 },
    ]) {
      expect(
        (await send('POST', `/api/staff/enquiries/${id}/replies`, bad, officer.bearer)).status,
      ).toBe(422);
    }
    expect((await get('/api/staff/enquiries/999999', officer.bearer)).status).toBe(404);
    expect((await get('/api/staff/enquiries/abc', officer.bearer)).status).toBe(422);
    expect((await get('/api/staff/enquiries/99999999999999', officer.bearer)).status).toBe(404);
    expect(
      (await send('POST', '/api/staff/enquiries/999999/replies', { message: 'Hi' }, officer.bearer))
        .status,
    ).toBe(404);
    expect(
      (await send('POST', '/api/staff/enquiries/999999/status', { status: 20 }, officer.bearer))
        .status,
    ).toBe(404);
    expect(
      (await send('PUT', '/api/staff/enquiries/999999/owner', { owner_id: null }, officer.bearer))
        .status,
    ).toBe(404);
    const malformed = await api.request(`/api/staff/enquiries/${id}/replies`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...officer.bearer },
      body: '{"message":',
    });
    expect(malformed.status).toBeLessThan(500);
  });
});

describe('GET /api/staff/enquiries/summary', () => {
  it('counts by status, open, overdue and unassigned', async () => {
    const summary = await json<EnquirySummary>(
      await get('/api/staff/enquiries/summary', admin.bearer),
    );
    const rows = await api.db.select().from(enquiries);
    for (const code of [10, 20, 30, 40, 50, 60, 70]) {
      expect(summary.by_status[String(code)]).toBe(
        rows.filter((row) => row.status === code).length,
      );
    }
    expect(summary.open).toBe(rows.filter((row) => ![40, 50, 60].includes(row.status)).length);
    const overdue = await json<StaffEnquiryPage>(
      await get('/api/staff/enquiries?overdue=1&page_size=100', admin.bearer),
    );
    expect(summary.overdue).toBe(overdue.total);
    expect(summary.overdue).toBeGreaterThan(0);
    expect(summary.target_days).toBe(2);
  });
});
