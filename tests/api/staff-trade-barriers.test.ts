import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { auditLog, tradeBarriers } from '@/lib/db/schema';

import { createMember, createStaff } from './helpers/accounts';
import { sendJson } from './helpers/send-json';
import { json, testApiForFile } from './helpers/test-api';
import { ifMatch } from './helpers/versions';
import {
  insertBarrier,
  insertBarrierReport,
  NEW_BARRIER,
  REPORTER,
} from './trade-barriers-fixtures';

// Issue 39 part 3: staff keep the barrier register: entries from scratch or from a barrier report,
// versioned changes, public updates, and publication in two steps by two different staff members
// (an administrator cannot approve what they prepared), every step audited.

const api = testApiForFile();
const PATH = '/api/staff/trade-barriers';

type Entry = {
  id: number;
  version: number;
  publication: string;
  prepared_by: { id: number; name: string } | null;
  approved_by: { id: number; name: string } | null;
  source_enquiry_id: number | null;
  published_at: string | null;
};

const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  sendJson(api, method, `${PATH}${path}`, { 'Accept-Language': 'en', ...headers }, body);
const auditOf = (action: string, id: number) =>
  api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entity_id, String(id))));
const publicStatus = async (id: number) => (await api.request(`/api/trade-barriers/${id}`)).status;

describe('the register console API', () => {
  it('creates an entry from scratch as a draft (audited, register re-validated)', async () => {
    const officer = await createStaff(api, 'officer');
    api.services.revalidatedTags.length = 0;
    const response = await send('POST', '', officer.bearer, NEW_BARRIER);
    expect(response.status).toBe(201);
    const entry = await json<Entry & { country_eng: string; barrier_type_eng: string }>(response);
    expect(entry).toMatchObject({
      publication: 'draft',
      version: 1,
      prepared_by: null,
      source_enquiry_id: null,
      country_eng: 'Kuwait',
    });
    expect(api.services.revalidatedTags).toContain('trade-barriers');
    const [audit] = await auditOf('trade-barrier.create', entry.id);
    expect(audit?.actor_id).toBe(officer.user.id);
    expect(await publicStatus(entry.id)).toBe(404);
  });

  it('files an entry under a bloc, and refuses a country and a bloc both or neither (issue 45)', async () => {
    const officer = await createStaff(api, 'officer');
    const created = await send('POST', '', officer.bearer, {
      ...NEW_BARRIER,
      country_id: null,
      bloc_id: 1,
    });
    expect(created.status).toBe(201);
    expect(await json(created)).toMatchObject({
      country_id: null,
      bloc_id: 1,
      country_eng: 'European Union',
    });
    for (const [body, field, message] of [
      [{ ...NEW_BARRIER, bloc_id: 1 }, 'country_id', 'Choose a country or a bloc, not both.'],
      [{ ...NEW_BARRIER, country_id: null }, 'country_id', 'Required.'],
      [{ ...NEW_BARRIER, country_id: null, bloc_id: 999 }, 'bloc_id', null],
      [{ ...NEW_BARRIER, bloc_id: 'EU' }, 'bloc_id', null],
    ] as const) {
      const refused = await send('POST', '', officer.bearer, body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      const answer = await json<{ errors: Record<string, string[]> }>(refused);
      expect(Object.keys(answer.errors)).toContain(field);
      if (message) expect(answer.errors[field]?.[0]).toBe(message);
    }
  });

  it('prefills a new entry from a barrier report, without the reporter', async () => {
    const editor = await createStaff(api, 'editor');
    const report = await insertBarrierReport(api, { locale: 'ar' });
    const response = await send('GET', `/prefill/${report}`, editor.bearer);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      source_enquiry_id: report,
      country_id: 818,
      industry_id: 12,
      barrier_type_id: 7,
      summary_eng: '',
      summary_ara: 'Our cosmetics wait months for factory registration.',
      status_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    for (const value of Object.values(REPORTER)) expect(text).not.toContain(value);
    const other = await insertBarrierReport(api, { type: 1 });
    expect((await send('GET', `/prefill/${other}`, editor.bearer)).status).toBe(422);
    expect((await send('GET', '/prefill/99999', editor.bearer)).status).toBe(404);
  });

  it('creates an entry from a barrier report, and refuses another kind of enquiry', async () => {
    const editor = await createStaff(api, 'editor');
    const report = await insertBarrierReport(api);
    const created = await send('POST', '', editor.bearer, {
      ...NEW_BARRIER,
      source_enquiry_id: report,
    });
    expect(created.status).toBe(201);
    const entry = await json<Entry>(created);
    expect(entry.source_enquiry_id).toBe(report);
    const staffRead = await json<Entry>(await send('GET', `/${entry.id}`, editor.bearer));
    expect(staffRead.source_enquiry_id).toBe(report);

    const general = await insertBarrierReport(api, { type: 1 });
    const refused = await send('POST', '', editor.bearer, {
      ...NEW_BARRIER,
      source_enquiry_id: general,
    });
    expect(refused.status).toBe(422);
    const body = await json<{ errors: Record<string, string[]> }>(refused);
    expect(body.errors.source_enquiry_id).toEqual(['This enquiry is not a trade barrier report.']);
    const unknown = await send('POST', '', editor.bearer, {
      ...NEW_BARRIER,
      source_enquiry_id: 99999,
    });
    expect(unknown.status).toBe(422);
  });

  it.each([
    [{ title_eng: ' ' }, 'title_eng'],
    [{ summary_ara: '' }, 'summary_ara'],
    [{ country_id: 9999 }, 'country_id'],
    [{ industry_id: 999 }, 'industry_id'],
    [{ barrier_type_id: 555 }, 'barrier_type_id'],
    [{ hs_codes: ['7'] }, 'hs_codes.0'],
    [{ hs_codes: ['1234567'] }, 'hs_codes.0'],
    [{ hs_codes: ['08a1'] }, 'hs_codes.0'],
    [{ status: 'closed' }, 'status'],
    [{ status_date: '2026-02-30' }, 'status_date'],
  ])('refuses %j with 422 on %s', async (change, field) => {
    const editor = await createStaff(api, 'editor');
    const response = await send('POST', '', editor.bearer, { ...NEW_BARRIER, ...change });
    expect(response.status).toBe(422);
    const body = await json<{ errors: Record<string, string[]> }>(response);
    expect(Object.keys(body.errors)).toContain(field);
  });

  it('changes an entry from its version; stale 409, missing 428; published stays published', async () => {
    const editor = await createStaff(api, 'editor');
    const id = await insertBarrier(api, { publication: 'published' });
    const change = { ...NEW_BARRIER, title_eng: 'SAMPLE Kuwait: legalisation (corrected)' };
    expect((await send('PUT', `/${id}`, editor.bearer, change)).status).toBe(428);
    expect((await send('PUT', `/${id}`, editor.bearer, { ...change, version: 7 })).status).toBe(
      409,
    );
    const saved = await send('PUT', `/${id}`, editor.bearer, { ...change, version: 1 });
    expect(saved.status).toBe(200);
    expect(await json(saved)).toMatchObject({ version: 2, publication: 'published' });
    const [audit] = await auditOf('trade-barrier.update', id);
    expect(audit?.before).toMatchObject({ title_eng: NEW_BARRIER.title_eng });
    expect(audit?.after).toMatchObject({ title_eng: change.title_eng });
    expect(await publicStatus(id)).toBe(200);
    expect((await send('PUT', '/99999', editor.bearer, { ...change, version: 1 })).status).toBe(
      404,
    );
  });

  it('publishes in two steps: refused to whoever prepared it, an administrator too', async () => {
    const admin = await createStaff(api, 'admin');
    const officer = await createStaff(api, 'officer');
    const id = await insertBarrier(api);

    const submitted = await send('POST', `/${id}/submit`, admin.bearer, { version: 1 });
    expect(submitted.status).toBe(200);
    expect(await json(submitted)).toMatchObject({
      publication: 'awaiting_approval',
      prepared_by: { id: admin.user.id },
      version: 2,
    });
    expect(await publicStatus(id)).toBe(404);

    const refused = await send('POST', `/${id}/approve`, admin.bearer, { version: 2 });
    expect(refused.status).toBe(403);
    expect((await json<{ message: string }>(refused)).message).toBe(
      'You prepared this entry: another staff member must approve it.',
    );
    const arabic = await send(
      'POST',
      `/${id}/approve`,
      { ...admin.bearer, 'Accept-Language': 'ar' },
      {
        version: 2,
      },
    );
    expect((await json<{ message: string }>(arabic)).message).toBe(
      'أنت من أعدّ هذا القيد: يجب أن يعتمده موظف آخر.',
    );
    expect((await send('POST', `/${id}/approve`, officer.bearer, { version: 1 })).status).toBe(409);

    const approved = await send('POST', `/${id}/approve`, officer.bearer, { version: 2 });
    expect(approved.status).toBe(200);
    const entry = await json<Entry>(approved);
    expect(entry).toMatchObject({
      publication: 'published',
      prepared_by: { id: admin.user.id },
      approved_by: { id: officer.user.id },
    });
    expect(entry.published_at).not.toBeNull();
    expect(await publicStatus(id)).toBe(200);
    // A step from the wrong state says where the entry stands.
    expect((await send('POST', `/${id}/approve`, officer.bearer, { version: 3 })).status).toBe(409);
    expect((await send('POST', `/${id}/submit`, officer.bearer, { version: 3 })).status).toBe(409);

    const [submit] = await auditOf('trade-barrier.submit', id);
    const [approve] = await auditOf('trade-barrier.approve', id);
    expect(submit?.actor_id).toBe(admin.user.id);
    expect(approve?.actor_id).toBe(officer.user.id);
  });

  it('unpublishes a published entry: the public answer is a 404, then it can be prepared again', async () => {
    const editor = await createStaff(api, 'editor');
    const id = await insertBarrier(api, { publication: 'published' });
    expect(await publicStatus(id)).toBe(200);
    expect((await send('POST', `/${id}/unpublish`, editor.bearer, {})).status).toBe(428);
    const response = await send('POST', `/${id}/unpublish`, editor.bearer, { version: 1 });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ publication: 'unpublished' });
    expect(await publicStatus(id)).toBe(404);
    expect(await auditOf('trade-barrier.unpublish', id)).toHaveLength(1);
    const again = await send('POST', `/${id}/submit`, editor.bearer, { version: 2 });
    expect(await json(again)).toMatchObject({ publication: 'awaiting_approval' });
  });

  it('adds, changes and removes public updates (versioned, audited), shown publicly', async () => {
    const editor = await createStaff(api, 'editor');
    const id = await insertBarrier(api, { publication: 'published' });
    const update = {
      date: '2026-10-05',
      text_eng: 'Raised with Kuwait.',
      text_ara: 'أُثير مع الكويت.',
    };
    const created = await send('POST', `/${id}/updates`, editor.bearer, update);
    expect(created.status).toBe(201);
    const { id: updateId } = await json<{ id: number }>(created);
    expect((await send('POST', '/99999/updates', editor.bearer, update)).status).toBe(404);
    expect(
      (await send('POST', `/${id}/updates`, editor.bearer, { ...update, text_ara: '' })).status,
    ).toBe(422);
    const path = `/${id}/updates/${updateId}`;
    const changed = { ...update, text_eng: 'Raised with Kuwait’s customs.' };
    expect((await send('PUT', path, editor.bearer, { ...changed, version: 4 })).status).toBe(409);
    expect((await send('PUT', path, editor.bearer, { ...changed, version: 1 })).status).toBe(200);
    const shown = await json<{ updates: { text_eng: string }[] }>(
      await api.request(`/api/trade-barriers/${id}`),
    );
    expect(shown.updates.map((row) => row.text_eng)).toEqual([changed.text_eng]);
    expect((await send('DELETE', path, editor.bearer)).status).toBe(428);
    expect((await send('DELETE', path, { ...editor.bearer, ...ifMatch(2) })).status).toBe(200);
    expect(
      (
        await send('DELETE', `/${id + 1000}/updates/${updateId}`, {
          ...editor.bearer,
          ...ifMatch(2),
        })
      ).status,
    ).toBe(404);
    for (const action of ['create', 'update', 'delete']) {
      expect(await auditOf(`trade-barrier-update.${action}`, updateId)).toHaveLength(1);
    }
  });

  it('lists every entry for staff, by publication, status and text', async () => {
    const officer = await createStaff(api, 'officer');
    const draft = await insertBarrier(api, { title_eng: 'SAMPLE Qatar: unique draft title' });
    const all = await json<{ data: Entry[]; total: number }>(
      await send('GET', '?page_size=100', officer.bearer),
    );
    expect(all.data.map((row) => row.id)).toContain(draft);
    const drafts = await json<{ data: Entry[] }>(
      await send('GET', '?publication=draft&page_size=100', officer.bearer),
    );
    expect(drafts.data.every((row) => row.publication === 'draft')).toBe(true);
    const found = await json<{ data: Entry[] }>(
      await send('GET', '?q=unique%20draft', officer.bearer),
    );
    expect(found.data.map((row) => row.id)).toEqual([draft]);
    const resolved = await json<{ total: number }>(
      await send('GET', '?status=resolved', officer.bearer),
    );
    expect(resolved.total).toBe(1);
    expect((await send('GET', '?page_size=7', officer.bearer)).status).toBe(422);
  });

  it('refuses visitors (401) and members (403), and changes nothing', async () => {
    const member = await createMember(api);
    const id = await insertBarrier(api, { publication: 'awaiting_approval' });
    expect((await send('GET', '', {})).status).toBe(401);
    expect((await send('POST', '', member.bearer, NEW_BARRIER)).status).toBe(403);
    expect((await send('POST', `/${id}/approve`, member.bearer, { version: 1 })).status).toBe(403);
    expect((await send('POST', `/${id}/approve`, {}, { version: 1 })).status).toBe(401);
    const [row] = await api.db.select().from(tradeBarriers).where(eq(tradeBarriers.id, id));
    expect(row?.publication).toBe('awaiting_approval');
  });
});
