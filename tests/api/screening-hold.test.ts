import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { relayReleasedMessages } from '@/features/buyer-messages/server/relay-released';
import { rescreenAllSubjects } from '@/features/screening/server/rescreen';
import {
  alertItems,
  auditLog,
  buyerMessages,
  companies,
  countries,
  mailOutbox,
  screeningHits,
} from '@/lib/db/schema';

import { exporterWith } from './buyer-messages-fixtures';
import { memberWithCompany } from './companies-fixtures';
import { createMember, createStaff, type TestMember } from './helpers/accounts';
import { sendJson } from './helpers/send-json';
import { json, testApiForFile } from './helpers/test-api';
import { importUnVersion, SADDAM, storedHit } from './screening-hold-fixtures';
import { NEW_LEAD } from './trade-leads-fixtures';

// Issue 47, the staff hold: a subject whose name matches a sanctions record is held from the public
// until a second staff member clears the hit with a reason (the one who entered the subject is
// refused); confirming keeps it held; every decision audited; every subject screened again after
// an import, decisions kept for an unchanged record.

const api = testApiForFile();
const HITS = '/api/staff/screening/hits';

type Hit = {
  id: number;
  subject_type: string;
  subject_id: number;
  reference: string;
  score: number;
  status: string;
  version: number;
  superseded: boolean;
  entered_by: number | null;
  decision_reason: string | null;
};

const send = (staff: TestMember, method: string, path: string, body?: unknown) =>
  sendJson(api, method, path, { 'Accept-Language': 'en', ...staff.bearer }, body);

let officer: TestMember;
let second: TestMember;

beforeAll(async () => {
  await importUnVersion(api, [SADDAM]);
  officer = await createStaff(api, 'officer');
  second = await createStaff(api, 'officer');
});

/** A lead an officer adds and publishes through the console API: its id. */
async function publishedLead(by: TestMember, buyer: { eng: string; ara: string }): Promise<number> {
  const created = await send(by, 'POST', '/api/staff/trade-leads', {
    ...NEW_LEAD,
    buyer_name_eng: buyer.eng,
    buyer_name_ara: buyer.ara,
  });
  expect(created.status).toBe(201);
  const { id, version } = await json<{ id: number; version: number }>(created);
  const published = await send(by, 'POST', `/api/staff/trade-leads/${id}/publish`, { version });
  expect(published.status).toBe(200);
  return id;
}

const hitsOf = async (type: string, id: number): Promise<Hit[]> => {
  const page = await json<{ data: Hit[] }>(
    await send(second, 'GET', `${HITS}?subject_type=${type}&page_size=100`),
  );
  return page.data.filter((hit) => hit.subject_id === id);
};
const publicLead = async (id: number) => (await api.request(`/api/trade-leads/${id}`)).status;
const publicList = async () =>
  (
    await json<{ data: { id: number }[] }>(await api.request('/api/trade-leads?page_size=50'))
  ).data.map((lead) => lead.id);
const staffLead = async (id: number) =>
  json<{ held: boolean }>(await send(second, 'GET', `/api/staff/trade-leads/${id}`));
const decide = (by: TestMember, hit: Hit, decision: string, body: Record<string, unknown>) =>
  send(by, 'POST', `${HITS}/${hit.id}/${decision}`, { version: hit.version, ...body });
const auditOf = (action: string, id: number) =>
  api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entity_id, String(id))));

/** The alerts' items noted for a lead: what the digests will mail (once). */
const leadAlerts = (id: number) =>
  api.db
    .select()
    .from(alertItems)
    .where(and(eq(alertItems.content_type, 'trade_leads'), eq(alertItems.record_id, id)));

const SADDAM_LATIN = { eng: 'Saddam Hussein al-Tikriti', ara: '' };
const SADDAM_ARABIC = { eng: '', ara: 'صدام حسين التكريتي' };
const REASON = 'Not the listed person: a grain buyer in Basra, born 1981, passport checked.';

describe('the staff hold of a trade lead whose buyer matches a UN record', () => {
  let leadId: number;
  let hit: Hit;

  it('holds the lead: absent from the public list and page, "held" for staff, a hit in the queue', async () => {
    leadId = await publishedLead(officer, SADDAM_LATIN);
    expect(await publicLead(leadId)).toBe(404);
    expect(await publicList()).not.toContain(leadId);
    expect((await staffLead(leadId)).held).toBe(true);
    // Not news for the alerts while held.
    expect(await leadAlerts(leadId)).toHaveLength(0);
    const hits = await hitsOf('trade_lead', leadId);
    expect(hits).toHaveLength(1);
    hit = hits[0]!;
    expect(hit).toMatchObject({
      reference: 'IQi.001',
      status: 'open',
      entered_by: officer.user.id,
    });
    expect(hit.score).toBeGreaterThanOrEqual(85);
  });

  it('answers the evidence side by side: the subject as screened, the record as listed', async () => {
    const response = await send(second, 'GET', `${HITS}/${hit.id}`);
    expect(response.status).toBe(200);
    const detail = await json<{
      subject_fields: { key: string; value: string }[];
      record: { names: string[]; countries: string[]; birthDates: string[] };
      list_date: string;
      entered_by_name: string;
    }>(response);
    expect(detail.subject_fields).toContainEqual({ key: 'buyerNameEng', value: SADDAM_LATIN.eng });
    expect(detail.record.names).toEqual(expect.arrayContaining([SADDAM.primary, SADDAM.original]));
    expect(detail.record).toMatchObject({ countries: ['IQ'], birthDates: ['1937-04-28'] });
    expect(detail.list_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(detail.entered_by_name).toBe('officer Staff');
    expect((await send(second, 'GET', `${HITS}/999999`)).status).toBe(404);
  });

  it('refuses the officer who entered the lead (403), and leaves the hit open', async () => {
    const response = await decide(officer, hit, 'clear', { reason: REASON });
    expect(response.status).toBe(403);
    expect((await hitsOf('trade_lead', leadId))[0]).toMatchObject({
      status: 'open',
      version: hit.version,
    });
  });

  it.each([
    ['no reason', {}],
    ['an empty reason', { reason: '   ' }],
    ['a reason of 10,000 characters', { reason: 'x'.repeat(10_000) }],
    ['a reason that is not text', { reason: ['odd', '\u202e\u0000'] }],
  ])('refuses %s with 422', async (_label, body) => {
    const response = await decide(second, hit, 'clear', body);
    expect(response.status).toBe(422);
  });

  it('refuses a stale version (409) and a decision without one (428)', async () => {
    expect(
      (await decide(second, { ...hit, version: hit.version + 5 }, 'clear', { reason: REASON }))
        .status,
    ).toBe(409);
    const bare = await send(second, 'POST', `${HITS}/${hit.id}/clear`, { reason: REASON });
    expect(bare.status).toBe(428);
  });

  it('publishes the lead once a second officer clears the hit with a reason (audited)', async () => {
    api.services.revalidatedTags.length = 0;
    const response = await decide(second, hit, 'clear', { reason: REASON });
    expect(response.status).toBe(200);
    expect(await json<Hit>(response)).toMatchObject({ status: 'cleared', decision_reason: REASON });
    expect(api.services.revalidatedTags).toEqual(
      expect.arrayContaining(['trade-leads', 'companies']),
    );
    expect(await publicLead(leadId)).toBe(200);
    expect(await publicList()).toContain(leadId);
    expect((await staffLead(leadId)).held).toBe(false);
    // Published now: news for the alerts' digests, noted once.
    expect(await leadAlerts(leadId)).toHaveLength(1);
    const [entry] = await auditOf('screening-hit.clear', hit.id);
    expect(entry).toMatchObject({ actor_id: second.user.id, entity_type: 'screening_hits' });
    expect(entry?.after).toMatchObject({ status: 'cleared', decision_reason: REASON });
    // Decided once: clearing again is a conflict.
    const again = await decide(second, { ...hit, version: hit.version + 1 }, 'clear', {
      reason: REASON,
    });
    expect(again.status).toBe(409);
  });

  it('keeps a lead held when the hit is confirmed (the Arabic name finds the Latin record)', async () => {
    const id = await publishedLead(officer, SADDAM_ARABIC);
    const [found] = await hitsOf('trade_lead', id);
    expect(found).toMatchObject({ reference: 'IQi.001', status: 'open' });
    const response = await decide(second, found!, 'confirm', {
      reason: 'Same person: name and country.',
    });
    expect(response.status).toBe(200);
    expect(await json<Hit>(response)).toMatchObject({ status: 'confirmed' });
    expect(await publicLead(id)).toBe(404);
    expect((await staffLead(id)).held).toBe(true);
    expect(await auditOf('screening-hit.confirm', found!.id)).toHaveLength(1);
    const confirmed = await json<{ data: Hit[] }>(
      await send(second, 'GET', `${HITS}?status=confirmed`),
    );
    expect(confirmed.data.map((row) => row.id)).toContain(found!.id);
  });

  it('does not hold a lead whose buyer matches nothing', async () => {
    const id = await publishedLead(officer, {
      eng: 'Khalid Al-Masri Foodstuff Trading',
      ara: 'خالد المصري',
    });
    expect(await hitsOf('trade_lead', id)).toEqual([]);
    expect(await publicLead(id)).toBe(200);
    expect((await staffLead(id)).held).toBe(false);
  });

  it('lifts the hold when staff change the buyer’s name to one that matches nothing', async () => {
    const id = await publishedLead(officer, SADDAM_LATIN);
    const { version } = await json<{ version: number }>(
      await send(officer, 'GET', `/api/staff/trade-leads/${id}`),
    );
    const changed = await send(officer, 'PUT', `/api/staff/trade-leads/${id}`, {
      ...NEW_LEAD,
      buyer_name_eng: 'Basra Grain Importers',
      buyer_name_ara: '',
      version,
    });
    expect(changed.status).toBe(200);
    expect(await publicLead(id)).toBe(200);
    const rows = await api.db.select().from(screeningHits).where(eq(screeningHits.subject_id, id));
    expect(
      rows
        .filter((row) => row.subject_type === 'trade_lead')
        .every((row) => row.superseded_at !== null),
    ).toBe(true);
  });
});

describe('screening again after an import', () => {
  it('holds an existing subject a new record matches, and keeps the decision on an unchanged record', async () => {
    const quiet = await publishedLead(officer, { eng: 'Karim Nasser Haddad', ara: '' });
    const cleared = await publishedLead(officer, SADDAM_LATIN);
    const [hit] = await hitsOf('trade_lead', cleared);
    expect((await decide(second, hit!, 'clear', { reason: REASON })).status).toBe(200);
    expect(await publicLead(quiet)).toBe(200);

    const newcomer = {
      reference: 'QDi.999',
      kind: 'individual' as const,
      primary: 'KARIM NASSER HADDAD',
    };
    await importUnVersion(api, [SADDAM, newcomer]);
    expect(await rescreenAllSubjects(api.db)).toBeGreaterThan(2);
    expect(await publicLead(quiet)).toBe(404);
    expect((await hitsOf('trade_lead', quiet))[0]).toMatchObject({
      reference: 'QDi.999',
      status: 'open',
    });
    expect(await publicLead(cleared)).toBe(200);

    // The record changed in the next version (a new alias): the decision no longer covers it.
    await importUnVersion(api, [{ ...SADDAM, aliases: ['Abu Ali', 'Abu Udayy'] }, newcomer]);
    await rescreenAllSubjects(api.db);
    expect(await publicLead(cleared)).toBe(404);
    const [reopened] = await hitsOf('trade_lead', cleared);
    expect(reopened).toMatchObject({ status: 'open', reference: 'IQi.001' });
  });

  it('lets staff screen every subject again (audited)', async () => {
    const response = await send(second, 'POST', '/api/staff/screening/rescreen', {});
    expect(response.status).toBe(200);
    const answer = await json<{ subjects: number; held: number }>(response);
    expect(answer.subjects).toBeGreaterThan(0);
    expect(answer.held).toBeGreaterThan(0);
    expect(await auditOf('screening-hit.rescreen', 0)).not.toHaveLength(0);
  });
});

describe('the hold of a member company and of a buyer writing through the relay', () => {
  it('leaves a held company out of the directory until an officer clears it', async () => {
    const { member, company } = await memberWithCompany(api, {
      company_registered_name: 'Saddam Hussein al-Tikriti Trading Co.',
    });
    // Staff see it marked in the approvals queue, the review and the members list.
    const queue = await json<{ items: { id: number; company: { held: boolean } }[] }>(
      await send(second, 'GET', '/api/staff/approvals?type=company&q=Tikriti'),
    );
    expect(queue.items.find((item) => item.id === company.id)?.company.held).toBe(true);
    const review = await json<{ company: { held: boolean } }>(
      await send(second, 'GET', `/api/staff/approvals/company/${company.id}`),
    );
    expect(review.company.held).toBe(true);
    const members = await json<{ data: { id: number; company: { held: boolean } | null }[] }>(
      await send(second, 'GET', '/api/staff/members?q=Tikriti&page_size=50'),
    );
    expect(members.data.find((row) => row.id === member.user.id)?.company?.held).toBe(true);
    await api.db.update(companies).set({ status: 20 }).where(eq(companies.id, company.id));
    expect((await api.request(`/api/international-buyers/${company.id}`)).status).toBe(404);
    const [hit] = await hitsOf('company', company.id);
    expect(hit).toMatchObject({ entered_by: member.user.id, status: 'open' });
    expect((await decide(second, hit!, 'clear', { reason: REASON })).status).toBe(200);
    expect((await api.request(`/api/international-buyers/${company.id}`)).status).toBe(200);
    const after = await json<{ data: { id: number; company: { held: boolean } | null }[] }>(
      await send(second, 'GET', '/api/staff/members?q=Tikriti&page_size=50'),
    );
    expect(after.data.find((row) => row.id === member.user.id)?.company?.held).toBe(false);
  });

  it('holds a held buyer’s message from the exporter until cleared, then relays it', async () => {
    const exporter = await exporterWith(api);
    const buyer = await createMember(api, { name: 'Saddam', last_name: 'Hussein al-Tikriti' });
    const [country] = await api.db.select({ id: countries.id }).from(countries).limit(1);
    const sent = await sendJson(api, 'POST', '/api/buyer-messages', buyer.bearer, {
      company_id: exporter.company.id,
      subject: 'Wheat for Basra',
      message: 'Please send your prices.',
      quantity: '',
      destination_country: country!.id,
    });
    expect(sent.status).toBe(201);
    const { id } = await json<{ id: number }>(sent);
    const toExporter = () =>
      api.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, exporter.member.user.email));
    expect(await toExporter()).toEqual([]);
    const received = await api.request('/api/buyer-messages/received', {
      headers: exporter.member.bearer,
    });
    expect(
      (await json<{ data: { id: number }[] }>(received)).data.map((row) => row.id),
    ).not.toContain(id);
    expect(await relayReleasedMessages(api.db, api.services.now(), 'https://portal.example')).toBe(
      0,
    );

    const [hit] = await hitsOf('buyer', buyer.user.id);
    expect(hit).toMatchObject({ status: 'open' });
    expect((await decide(second, hit!, 'clear', { reason: REASON })).status).toBe(200);
    expect(await relayReleasedMessages(api.db, api.services.now(), 'https://portal.example')).toBe(
      1,
    );
    expect(await toExporter()).toHaveLength(1);
    const [row] = await api.db.select().from(buyerMessages).where(eq(buyerMessages.id, id));
    expect(row?.relayed_at).not.toBeNull();
    expect(await relayReleasedMessages(api.db, api.services.now(), 'https://portal.example')).toBe(
      0,
    );
  });
});

describe('the hit queue’s permissions and filters', () => {
  const routes = [
    ['GET', HITS],
    ['GET', `${HITS}/1`],
    ['POST', `${HITS}/1/clear`],
    ['POST', `${HITS}/1/confirm`],
    ['POST', '/api/staff/screening/rescreen'],
  ] as const;

  it.each(routes)(
    '%s %s refuses a visitor (401), a member and an editor (403)',
    async (method, path) => {
      const body = method === 'POST' ? { reason: REASON, version: 1 } : undefined;
      expect((await sendJson(api, method, path, {}, body)).status).toBe(401);
      const member = await createMember(api);
      expect((await sendJson(api, method, path, member.bearer, body)).status).toBe(403);
      const editor = await createStaff(api, 'editor');
      expect((await sendJson(api, method, path, editor.bearer, body)).status).toBe(403);
    },
  );

  it('filters by status, subject type, list and minimum score', async () => {
    const id = await storedHit(api, 424_242);
    const ids = async (query: string) =>
      (await json<{ data: Hit[] }>(await send(second, 'GET', `${HITS}?${query}`))).data.map(
        (row) => row.id,
      );
    expect(await ids('page_size=100')).toContain(id);
    expect(await ids('page_size=100&subject_type=company')).not.toContain(id);
    expect(await ids('page_size=100&source=ofac')).not.toContain(id);
    expect(await ids('page_size=100&min_score=100')).toContain(id);
    expect(await ids('page_size=100&status=cleared')).not.toContain(id);
    for (const bad of [
      'status=held',
      'subject_type=user',
      'min_score=101',
      'min_score=abc',
      'page_size=7',
      'source=eu',
    ]) {
      expect((await send(second, 'GET', `${HITS}?${bad}`)).status, bad).toBe(422);
    }
    expect((await send(second, 'GET', `${HITS}/abc`)).status).toBe(422);
  });
});
