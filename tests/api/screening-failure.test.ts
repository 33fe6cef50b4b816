// @postgres: a failed statement inside the save's transaction (rolled back to its savepoint)
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog } from '@/lib/db/schema';

import { memberWithCompany } from './companies-fixtures';
import { createStaff, type TestMember } from './helpers/accounts';
import { sendJson } from './helpers/send-json';
import { json, testApiForFile } from './helpers/test-api';
import { importUnVersion, SADDAM } from './screening-hold-fixtures';
import { NEW_LEAD } from './trade-leads-fixtures';

// Issue 56: a screening that fails during a staff save never blocks the save. The screening runs in
// a savepoint of the save's transaction; when it fails (here: the names' table is away, so its
// statement breaks as a real failure would), it is rolled back alone, the save goes through and
// the subject is held for review by an open hit that names no list. The next screening that runs
// supersedes it; an officer other than the enterer may clear it.

const api = testApiForFile();
const LEADS = '/api/staff/trade-leads';
const HITS = '/api/staff/screening/hits';

type Hit = {
  id: number;
  subject_id: number;
  source: string;
  reason: string;
  reference: string;
  status: string;
  entered_by: number | null;
  version: number;
};
type Lead = { id: number; version: number; held: boolean; status: string };

let officer: TestMember;
let second: TestMember;

const send = (staff: TestMember, method: string, path: string, body?: unknown) =>
  sendJson(api, method, path, { 'Accept-Language': 'en', ...staff.bearer }, body);

/** The screening's names table away (its statement fails) or back. */
const namesTable = (state: 'away' | 'back') =>
  api.db.execute(
    state === 'away'
      ? sql`alter table sanctions_names rename to sanctions_names_away`
      : sql`alter table sanctions_names_away rename to sanctions_names`,
  );

/** The hits that hold one lead, through the queue's subject filter (the held mark's link). */
const hitsOfLead = async (id: number, status = '') =>
  (
    await json<{ data: Hit[]; total: number }>(
      await send(second, 'GET', `${HITS}?subject_type=trade_lead&subject_id=${id}${status}`),
    )
  ).data;

const staffLead = async (id: number) => json<Lead>(await send(second, 'GET', `${LEADS}/${id}`));
const publicLead = async (id: number) => (await api.request(`/api/trade-leads/${id}`)).status;

beforeAll(async () => {
  await importUnVersion(api, [SADDAM]);
  officer = await createStaff(api, 'officer');
  second = await createStaff(api, 'officer');
});

afterAll(async () => {
  // Back whatever a failed expectation left.
  await namesTable('back').catch(() => undefined);
});

describe('a staff save while the screening fails', () => {
  let lead: Lead;
  let failed: Hit;

  it('saves the lead (201, audited) and holds it for review with a hit that names no list', async () => {
    await namesTable('away');
    const created = await send(officer, 'POST', LEADS, {
      ...NEW_LEAD,
      buyer_name_eng: 'Ahmad Trading Co.',
    });
    expect(created.status).toBe(201);
    lead = await json<Lead>(created);
    expect(lead).toMatchObject({ status: 'draft', held: true });
    const audit = await api.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'trade-lead.create'), eq(auditLog.entity_id, String(lead.id))),
      );
    expect(audit).toHaveLength(1);
    const hits = await hitsOfLead(lead.id);
    expect(hits).toHaveLength(1);
    failed = hits[0]!;
    expect(failed).toMatchObject({
      source: 'none',
      reason: 'screening-failed',
      reference: '',
      status: 'open',
      entered_by: officer.user.id,
    });
  });

  it('publishes it for no one while held, and a second save while failing keeps one hit', async () => {
    const published = await send(officer, 'POST', `${LEADS}/${lead.id}/publish`, {
      version: lead.version,
    });
    expect(published.status).toBe(200);
    lead = await json<Lead>(published);
    expect(lead).toMatchObject({ status: 'published', held: true });
    expect(await publicLead(lead.id)).toBe(404);
    const updated = await send(officer, 'PUT', `${LEADS}/${lead.id}`, {
      ...NEW_LEAD,
      buyer_name_eng: 'Ahmad Trading Co.',
      title_eng: 'SAMPLE Thyme, changed while the screening fails',
      version: lead.version,
    });
    expect(updated.status).toBe(200);
    lead = await json<Lead>(updated);
    expect(lead.held).toBe(true);
    const hits = await hitsOfLead(lead.id);
    expect(hits.map((hit) => [hit.id, hit.reason])).toEqual([[failed.id, 'screening-failed']]);
    failed = hits[0]!;
  });

  it('answers the failed hit in the queue and its evidence without a record', async () => {
    const queue = await json<{ data: Hit[] }>(
      await send(second, 'GET', `${HITS}?subject_type=trade_lead&page_size=100`),
    );
    expect(queue.data.map((hit) => hit.id)).toContain(failed.id);
    const detail = await send(second, 'GET', `${HITS}/${failed.id}`);
    expect(detail.status).toBe(200);
    expect(await json<{ record: { names: string[] } }>(detail)).toMatchObject({
      record: { names: [] },
    });
  });

  it('is published once a second officer clears the failed hit with a reason', async () => {
    const refused = await send(officer, 'POST', `${HITS}/${failed.id}/clear`, {
      version: failed.version,
      reason: 'Checked the buyer by hand.',
    });
    expect(refused.status).toBe(403);
    // Nothing to confirm: no record was found, the next screening that runs supersedes it.
    const confirmed = await send(second, 'POST', `${HITS}/${failed.id}/confirm`, {
      version: failed.version,
      reason: 'Same person.',
    });
    expect(confirmed.status).toBe(409);
    const cleared = await send(second, 'POST', `${HITS}/${failed.id}/clear`, {
      version: failed.version,
      reason: 'Checked the buyer by hand against the UN list: not listed.',
    });
    expect(cleared.status).toBe(200);
    expect((await staffLead(lead.id)).held).toBe(false);
    expect(await publicLead(lead.id)).toBe(200);
  });

  it('holds a listed buyer for review too, and the next screening that runs finds its record', async () => {
    const created = await send(officer, 'POST', LEADS, {
      ...NEW_LEAD,
      buyer_name_eng: 'Saddam Hussein al-Tikriti',
    });
    expect(created.status).toBe(201);
    const listed = await json<Lead>(created);
    expect(listed.held).toBe(true);
    expect((await hitsOfLead(listed.id)).map((hit) => hit.reason)).toEqual(['screening-failed']);
    await namesTable('back');
    const again = await send(officer, 'PUT', `${LEADS}/${listed.id}`, {
      ...NEW_LEAD,
      buyer_name_eng: 'Saddam Hussein al-Tikriti',
      version: listed.version,
    });
    expect(again.status).toBe(200);
    expect((await json<Lead>(again)).held).toBe(true);
    // The failed hit is superseded (it holds nothing); the record's hit holds the lead.
    const hits = await hitsOfLead(listed.id);
    expect(hits.map((hit) => [hit.source, hit.reference])).toEqual([['un', 'IQi.001']]);
  });

  it('lifts the hold when the next screening that runs finds nothing', async () => {
    await namesTable('away');
    const created = await send(officer, 'POST', LEADS, {
      ...NEW_LEAD,
      buyer_name_eng: 'Karim Foods',
    });
    const plain = await json<Lead>(created);
    expect(plain.held).toBe(true);
    await namesTable('back');
    const again = await send(officer, 'PUT', `${LEADS}/${plain.id}`, {
      ...NEW_LEAD,
      buyer_name_eng: 'Karim Foods',
      version: plain.version,
    });
    expect((await json<Lead>(again)).held).toBe(false);
    expect(await hitsOfLead(plain.id)).toEqual([]);
  });
});

describe("a member's save while the screening fails", () => {
  it('registers the company (200) and holds it for review', async () => {
    await namesTable('away');
    try {
      const { company } = await memberWithCompany(api);
      const page = await json<{ data: Hit[] }>(
        await send(second, 'GET', `${HITS}?subject_type=company&subject_id=${company.id}`),
      );
      expect(page.data.map((hit) => [hit.source, hit.reason, hit.status])).toEqual([
        ['none', 'screening-failed', 'open'],
      ]);
    } finally {
      await namesTable('back');
    }
  });
});

describe("the queue's subject filter", () => {
  it('answers one subject’s open and confirmed hits unless a status is asked for', async () => {
    const created = await send(officer, 'POST', LEADS, {
      ...NEW_LEAD,
      buyer_name_ara: 'صدام حسين التكريتي',
      buyer_name_eng: '',
    });
    const held = await json<Lead>(created);
    const [open] = await hitsOfLead(held.id);
    expect(open).toMatchObject({ reference: 'IQi.001', status: 'open' });
    const confirmed = await send(second, 'POST', `${HITS}/${open!.id}/confirm`, {
      version: open!.version,
      reason: 'Same person: name and country.',
    });
    expect(confirmed.status).toBe(200);
    // The default queue (open hits) no longer shows it; the subject's hits do, confirmed.
    expect((await hitsOfLead(held.id)).map((hit) => hit.status)).toEqual(['confirmed']);
    expect(await hitsOfLead(held.id, '&status=open')).toEqual([]);
    const other = await hitsOfLead(held.id + 1000);
    expect(other).toEqual([]);
  });

  it.each([['0'], ['-3'], ['x'], ['1.5']])('refuses subject_id=%s with 422', async (value) => {
    const response = await send(second, 'GET', `${HITS}?subject_id=${value}`);
    expect(response.status).toBe(422);
  });
});
