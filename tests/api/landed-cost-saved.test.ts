import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { SAVED_LANDED_COSTS_MAX } from '@/features/landed-cost/constants';
import type { SavedLandedCost } from '@/features/landed-cost/saved-schemas';
import { savedLandedCosts } from '@/lib/db/schema';

import { createMember, type TestMember } from './helpers/accounts';
import { saveLikelyQualifying, SHIRTS_TO_SA_AND_US } from './helpers/saved-work';
import { json, testApiForFile } from './helpers/test-api';

// Issue 58: a member saves a landed cost to their account. POST /api/landed-costs computes the
// answer again on the server (a client's figures are never read) and stores it with the inputs;
// GET lists the member's own, the newest first; PATCH renames one with the version read (428
// without it, 409 when stale); DELETE removes one of theirs. Anyone else's id is 404; a visitor
// gets 401 on each; bad input is 422 by field. The saved self-assessment gives the preference.

const api = testApiForFile();

type ErrorBody = { message: string; errors: Record<string, string[]> };

const INPUTS = SHIRTS_TO_SA_AND_US;

const call = (
  method: string,
  path: string,
  member?: TestMember,
  body?: unknown,
  more: Record<string, string> = {},
) =>
  api.request(path, {
    method,
    headers: {
      'Accept-Language': 'en',
      ...(member?.bearer ?? {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...more,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function saved(member: TestMember, inputs: Record<string, string> = INPUTS, label = '') {
  const response = await call('POST', '/api/landed-costs', member, { inputs, label });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<SavedLandedCost>(response);
}

describe('saved landed costs', () => {
  it('saves the answer the server computes, with the inputs read, and lists it', async () => {
    const member = await createMember(api);
    const record = await saved(member, INPUTS, 'T-shirts, Gulf and US');
    expect(record).toMatchObject({
      id: expect.any(Number),
      label: 'T-shirts, Gulf and US',
      hs: '610910',
      countries: ['SA', 'US'],
      version: 1,
      inputs: {
        hs: '610910',
        country: ['SA', 'US'],
        value: 1000,
        incoterm: 'CIF',
        currency: 'JOD',
      },
    });
    expect(record.answer.markets.map((market) => market.customs_basis)).toEqual(['CIF', 'FOB']);
    const listed = await call('GET', '/api/landed-costs', member);
    expect(listed.status).toBe(200);
    expect((await json<{ data: SavedLandedCost[] }>(listed)).data.map((item) => item.id)).toEqual([
      record.id,
    ]);
  });

  it('gives the preference where the member’s saved self-assessment says "likely qualifies"', async () => {
    const member = await createMember(api);
    const before = await saved(member);
    expect(before.answer.markets[1]!.duty_basis).not.toBe('preference');
    await saveLikelyQualifying(api, member.user.id);
    const after = await saved(member);
    expect(after.answer.markets[1]).toMatchObject({ duty_basis: 'preference' });
    expect(after.answer.markets[1]!.notes).toContain('preferenceAssessed');
    // Saudi Arabia has no saved assessment: its duty stays as it was.
    expect(after.answer.markets[0]!.duty_basis).toBe(before.answer.markets[0]!.duty_basis);
  });

  it('refuses bad inputs by field, in English and Arabic, and saves nothing', async () => {
    const member = await createMember(api);
    const response = await call('POST', '/api/landed-costs', member, {
      inputs: { ...INPUTS, country: 'JO' },
    });
    expect(response.status).toBe(422);
    expect((await json<ErrorBody>(response)).errors).toEqual({
      'inputs.country': ['Jordan is the exporting country: choose the markets you sell to.'],
    });
    const arabic = await call(
      'POST',
      '/api/landed-costs',
      member,
      { inputs: { ...INPUTS, value: 'x' } },
      { 'Accept-Language': 'ar' },
    );
    expect(arabic.status).toBe(422);
    expect((await json<ErrorBody>(arabic)).errors['inputs.value']![0]).toMatch(/[\u0600-\u06FF]/);
    const rows = await api.db
      .select()
      .from(savedLandedCosts)
      .where(eq(savedLandedCosts.user_id, member.user.id));
    expect(rows).toEqual([]);
  });

  it(`keeps at most ${SAVED_LANDED_COSTS_MAX} a member`, async () => {
    const member = await createMember(api);
    const first = await saved(member);
    await api.db.insert(savedLandedCosts).values(
      Array.from({ length: SAVED_LANDED_COSTS_MAX - 1 }, () => ({
        user_id: member.user.id,
        hs_code: first.hs,
        countries: first.countries,
        inputs: first.inputs,
        answer: first.answer as unknown as Record<string, unknown>,
      })),
    );
    const response = await call('POST', '/api/landed-costs', member, { inputs: INPUTS });
    expect(response.status).toBe(422);
    expect((await json<ErrorBody>(response)).message).toMatch(/delete one first/);
  });

  it('renames with the version read: 428 without it, 409 when stale, 200 and the next version', async () => {
    const member = await createMember(api);
    const record = await saved(member);
    const path = `/api/landed-costs/${record.id}`;
    const missing = await call('PATCH', path, member, { label: 'New' });
    expect(missing.status).toBe(428);
    const stale = await call('PATCH', path, member, { label: 'New', version: 7 });
    expect(stale.status).toBe(409);
    const renamed = await call('PATCH', path, member, { label: 'New', version: 1 });
    expect(renamed.status).toBe(200);
    expect(await json<SavedLandedCost>(renamed)).toMatchObject({ label: 'New', version: 2 });
    // If-Match names the version too.
    const viaHeader = await call('PATCH', path, member, { label: 'Newer' }, { 'If-Match': '"2"' });
    expect(viaHeader.status).toBe(200);
    const tooLong = await call('PATCH', path, member, { label: 'x'.repeat(121), version: 3 });
    expect(tooLong.status).toBe(422);
  });

  it('another member’s id is 404 to rename and to delete, and stays', async () => {
    const owner = await createMember(api);
    const other = await createMember(api);
    const record = await saved(owner);
    const path = `/api/landed-costs/${record.id}`;
    expect((await call('PATCH', path, other, { label: 'Mine', version: 1 })).status).toBe(404);
    expect((await call('DELETE', path, other)).status).toBe(404);
    const listed = await json<{ data: SavedLandedCost[] }>(
      await call('GET', '/api/landed-costs', owner),
    );
    expect(listed.data.map((item) => item.label)).toEqual(['']);
    expect((await call('GET', '/api/landed-costs', other)).status).toBe(200);
  });

  it('deletes one of the member’s own (204), then 404', async () => {
    const member = await createMember(api);
    const record = await saved(member);
    const path = `/api/landed-costs/${record.id}`;
    expect((await call('DELETE', path, member)).status).toBe(204);
    expect((await call('DELETE', path, member)).status).toBe(404);
    expect((await call('DELETE', '/api/landed-costs/abc', member)).status).toBe(422);
  });

  it('answers a visitor 401 on every route', async () => {
    expect((await call('POST', '/api/landed-costs', undefined, { inputs: INPUTS })).status).toBe(
      401,
    );
    expect((await call('GET', '/api/landed-costs')).status).toBe(401);
    expect(
      (await call('PATCH', '/api/landed-costs/1', undefined, { label: 'x', version: 1 })).status,
    ).toBe(401);
    expect((await call('DELETE', '/api/landed-costs/1')).status).toBe(401);
  });
});
