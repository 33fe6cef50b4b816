import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { auditLog, tradeLeadInterests, tradeLeads } from '@/lib/db/schema';

import { createMember, createStaff, type TestMember } from './helpers/accounts';
import { sendJson } from './helpers/send-json';
import { json, testApiForFile } from './helpers/test-api';
import { ifMatch, versionOf } from './helpers/versions';
import { NEW_LEAD, storedInterest, storedLead } from './trade-leads-fixtures';

// Issue 39 "Trade leads": officers and editors create leads as drafts, change, publish and close
// them (audited, versioned, the public pages re-validated), remove drafts, see the members
// interested in a lead, mark each, and download them as CSV with formulas neutralised.

const api = testApiForFile();
const PATH = '/api/staff/trade-leads';

type StaffLead = {
  id: number;
  status: string;
  state: string;
  version: number;
  hs_codes: string[];
  published_at: string | null;
  closed_at: string | null;
  interest_count: number;
};

const send = (method: string, path: string, staff: TestMember, body?: unknown, headers = {}) =>
  sendJson(
    api,
    method,
    `${PATH}${path}`,
    { 'Accept-Language': 'en', ...staff.bearer, ...headers },
    body,
  );
const auditOf = (action: string, id: number) =>
  api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entity_id, String(id))));
const publicStatus = async (id: number) => (await api.request(`/api/trade-leads/${id}`)).status;
const errorsOf = async (response: Response) =>
  (await json<{ errors: Record<string, string[]> }>(response)).errors;

describe('the trade leads console API', () => {
  it('refuses a visitor (401), a member (403) and staff before the second factor (401)', async () => {
    expect((await api.request(PATH)).status).toBe(401);
    const member = await createMember(api);
    expect((await api.request(PATH, { headers: member.bearer })).status).toBe(403);
    const halfway = await createStaff(api, 'officer', { secondFactor: false });
    expect((await api.request(PATH, { headers: halfway.bearer })).status).toBe(401);
    const write = await sendJson(api, 'POST', PATH, member.bearer, NEW_LEAD);
    expect(write.status).toBe(403);
    const csv = await api.request(`${PATH}/1/interests.csv`, { headers: member.bearer });
    expect(csv.status).toBe(403);
  });

  it('lists every lead, drafts too, by status and text', async () => {
    const officer = await createStaff(api, 'officer');
    const all = await send('GET', '?page_size=100', officer);
    expect(all.status).toBe(200);
    const body = await json<{ data: StaffLead[]; total: number }>(all);
    expect(body.total).toBeGreaterThanOrEqual(8);
    expect(body.data.find((lead) => lead.id === 8)).toMatchObject({ status: 'draft', version: 1 });
    const drafts = await json<{ data: StaffLead[] }>(await send('GET', '?status=draft', officer));
    expect(drafts.data.every((lead) => lead.status === 'draft')).toBe(true);
    const found = await json<{ data: { id: number }[] }>(
      await send('GET', `?q=${encodeURIComponent('زيت زيتون')}`, officer),
    );
    expect(found.data.map((lead) => lead.id)).toEqual([1]);
    expect((await send('GET', '?status=open', officer)).status).toBe(422);
    expect((await send('GET', '?page_size=7', officer)).status).toBe(422);
    expect((await send('GET', '/8', officer)).status).toBe(200);
    expect((await send('GET', '/999999', officer)).status).toBe(404);
  });

  it('adds a draft (audited, codes read as the nomenclature’s), which the public does not see', async () => {
    const editor = await createStaff(api, 'editor');
    api.services.revalidatedTags.length = 0;
    const response = await send('POST', '', editor, NEW_LEAD);
    expect(response.status).toBe(201);
    const created = await json<StaffLead>(response);
    expect(created).toMatchObject({ status: 'draft', version: 1, hs_codes: ['1509', '0709'] });
    expect(api.services.revalidatedTags).toContain('trade-leads');
    const [entry] = await auditOf('trade-lead.create', created.id);
    expect(entry?.actor_id).toBe(editor.user.id);
    expect(entry?.entity_type).toBe('trade_leads');
    expect(await publicStatus(created.id)).toBe(404);
  });

  it.each([
    [{ title_eng: '  ' }, 'title_eng', 'Required.'],
    [{ description_ara: '' }, 'description_ara', 'Required.'],
    [{ kind: 'seller' }, 'kind', undefined],
    [{ hs_codes: ['abc'] }, 'hs_codes', undefined],
    [{ hs_codes: ['1599'] }, 'hs_codes', 'One of these codes is not in the HS nomenclature.'],
    [{ hs_codes: ['150'] }, 'hs_codes', 'One of these codes is not in the HS nomenclature.'],
    [{ hs_codes: ['1509', '15.09'] }, 'hs_codes', 'A code is listed twice.'],
    [{ value_min_usd: 5000, value_max_usd: 100 }, 'value_max_usd', undefined],
    [{ value_min_usd: -1 }, 'value_min_usd', undefined],
    [{ deadline: '2026-02-30' }, 'deadline', undefined],
    [{ country_id: 9999 }, 'country_id', undefined],
    [{ industry_id: 999 }, 'industry_id', undefined],
    [{ contact_route: 'direct', contact_eng: '', contact_ara: '' }, 'contact_eng', undefined],
  ])('refuses %o with 422 on %s', async (change, field, message) => {
    const editor = await createStaff(api, 'editor');
    const response = await send('POST', '', editor, { ...NEW_LEAD, ...change });
    expect(response.status).toBe(422);
    const errors = await errorsOf(response);
    expect(errors[field], JSON.stringify(errors)).toBeDefined();
    if (message) expect(errors[field]).toContain(message);
  });

  it('changes a lead from its version: 428 without one, 409 when stale (audited once)', async () => {
    const editor = await createStaff(api, 'editor');
    const id = await storedLead(api);
    const change = { ...NEW_LEAD, title_eng: 'SAMPLE Changed title' };
    expect((await send('PUT', `/${id}`, editor, change)).status).toBe(428);
    const ok = await send('PUT', `/${id}`, editor, { ...change, version: 1 });
    expect(ok.status).toBe(200);
    expect(await json<StaffLead>(ok)).toMatchObject({ version: 2 });
    const stale = await send('PUT', `/${id}`, editor, { ...change, version: 1 });
    expect(stale.status).toBe(409);
    expect(await auditOf('trade-lead.update', id)).toHaveLength(1);
    expect((await send('PUT', '/999999', editor, { ...change, version: 1 })).status).toBe(404);
  });

  it('publishes a draft, then closes it; each step audited, versioned and public at once', async () => {
    const officer = await createStaff(api, 'officer');
    const id = await storedLead(api);
    expect((await send('POST', `/${id}/close`, officer, { version: 1 })).status).toBe(409);
    const published = await send('POST', `/${id}/publish`, officer, { version: 1 });
    expect(published.status).toBe(200);
    expect(await json<StaffLead>(published)).toMatchObject({
      status: 'published',
      state: 'open',
      version: 2,
    });
    expect(await publicStatus(id)).toBe(200);
    expect(await auditOf('trade-lead.publish', id)).toHaveLength(1);
    expect((await send('POST', `/${id}/publish`, officer, { version: 1 })).status).toBe(409);
    expect((await send('POST', `/${id}/publish`, officer, { version: 2 })).status).toBe(409);
    expect((await send('POST', `/${id}/close`, officer, {})).status).toBe(428);
    const closed = await send('POST', `/${id}/close`, officer, undefined, ifMatch(2));
    expect(closed.status).toBe(200);
    expect(await json<StaffLead>(closed)).toMatchObject({
      status: 'closed',
      state: 'closed',
      version: 3,
    });
    const answer = await json<{ state: string }>(await api.request(`/api/trade-leads/${id}`));
    expect(answer.state).toBe('closed');
    expect(await auditOf('trade-lead.close', id)).toHaveLength(1);
  });

  it('refuses to publish a draft whose deadline has passed (422)', async () => {
    const officer = await createStaff(api, 'officer');
    const id = await storedLead(api);
    await api.db.update(tradeLeads).set({ deadline: '2026-11-20' }).where(eq(tradeLeads.id, id));
    const response = await send('POST', `/${id}/publish`, officer, { version: 1 });
    expect(response.status).toBe(422);
    expect(Object.keys(await errorsOf(response))).toEqual(['deadline']);
  });

  it('deletes a draft only (409 for a public lead)', async () => {
    const editor = await createStaff(api, 'editor');
    const draft = await storedLead(api);
    const removed = await send('DELETE', `/${draft}`, editor, undefined, ifMatch(1));
    expect(removed.status).toBe(200);
    expect(await auditOf('trade-lead.delete', draft)).toHaveLength(1);
    const live = await storedLead(api, 'published');
    expect((await send('DELETE', `/${live}`, editor, undefined, ifMatch(1))).status).toBe(409);
    expect(await publicStatus(live)).toBe(200);
  });

  it('lists the interested members and marks each (versioned, audited); the member sees the state', async () => {
    const officer = await createStaff(api, 'officer');
    const lead = await storedLead(api, 'published');
    const { id, member } = await storedInterest(api, lead, 'Certified olive mill in Irbid.');
    const list = await send('GET', `/${lead}/interests`, officer);
    expect(list.status).toBe(200);
    expect((await json<{ data: unknown[] }>(list)).data).toEqual([
      expect.objectContaining({
        id,
        name: 'Omar Saleh',
        email: member.user.email,
        message: 'Certified olive mill in Irbid.',
        state: 'new',
        version: 1,
      }),
    ]);
    const mark = (state: string, version?: number) =>
      send('PUT', `/${lead}/interests/${id}`, officer, { state, version });
    expect((await mark('shortlisted')).status).toBe(428);
    expect((await mark('maybe', 1)).status).toBe(422);
    const marked = await mark('shortlisted', 1);
    expect(marked.status).toBe(200);
    expect(await json(marked)).toMatchObject({ state: 'shortlisted', version: 2 });
    expect((await mark('passed_on', 1)).status).toBe(409);
    expect(await auditOf('trade-lead-interest.mark', id)).toHaveLength(1);
    expect(await versionOf(api, tradeLeadInterests, id)).toBe(2);
    const other = await storedLead(api, 'published');
    expect(
      (await send('PUT', `/${other}/interests/${id}`, officer, { state: 'new', version: 2 }))
        .status,
    ).toBe(404);
    const mine = await api.request('/api/user/trade-lead-interests', { headers: member.bearer });
    expect((await json<{ data: { state: string }[] }>(mine)).data[0]?.state).toBe('shortlisted');
  });

  it('exports the interests as CSV with formula cells neutralised', async () => {
    const officer = await createStaff(api, 'officer');
    const lead = await storedLead(api, 'published');
    await storedInterest(api, lead, '=HYPERLINK("http://evil.example","click")');
    await storedInterest(api, lead, '+1 supplier, -ready');
    const response = await api.request(`${PATH}/${lead}/interests.csv`, {
      headers: { ...officer.bearer, 'Accept-Language': 'en' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/csv/);
    expect(response.headers.get('Content-Disposition')).toMatch(
      /attachment; filename="trade-lead-\d+-interests-/,
    );
    const text = await response.text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('"Member name","Company","E-mail","Message","Status","Date"');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(text).toContain(`"'+1 supplier, -ready"`);
    expect(text).toContain('"Received"');
    const arabic = await api.request(`${PATH}/${lead}/interests.csv?lang=ar`, {
      headers: officer.bearer,
    });
    expect(await arabic.text()).toContain('"اسم العضو"');
    expect(
      (await api.request(`${PATH}/999999/interests.csv`, { headers: officer.bearer })).status,
    ).toBe(404);
  });
});
