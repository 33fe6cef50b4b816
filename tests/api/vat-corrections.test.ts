import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { readMarketIndicators } from '@/features/market-indicators/server/read-indicators';
import type { VatCorrection } from '@/features/market-indicators/vat-correction-schemas';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { vatCorrections } from '@/lib/db/schema';

import { createMember, createStaff } from './helpers/accounts';
import { lastAuditOf } from './helpers/audit';
import { sendJson } from './helpers/send-json';
import { json, testApiForFile } from './helpers/test-api';
import { ifMatch, versionOf } from './helpers/versions';
import { insertCorrection, NEW_CORRECTION, VAT_PATH } from './vat-corrections-fixtures';

// Issue 58: staff's corrections of the tax file (/api/staff/market-indicators/vat-corrections):
// editors and administrators keep them; each change is versioned, audited, re-validates the
// indicators' pages, and wins over the file wherever a market's tax is read.

const api = testApiForFile();

const rowOf = async (id: number) =>
  (await api.db.select().from(vatCorrections).where(eq(vatCorrections.id, id)))[0];

describe('the list', () => {
  it('shows the seeded corrections to an editor, by market', async () => {
    const editor = await createStaff(api, 'editor');
    const response = await sendJson(api, 'GET', VAT_PATH, editor.bearer);
    expect(response.status).toBe(200);
    const { data } = await json<{ data: VatCorrection[] }>(response);
    expect(data.map((row) => [row.country, row.kind, row.rate])).toEqual([
      ['BH', 'vat', 0.1],
      ['KW', 'none', 0],
      ['QA', 'none', 0],
    ]);
    expect(data[0]).toMatchObject({ url: 'https://www.nbr.gov.bh/', version: 1 });
  });

  it('refuses a visitor 401, a member 403, an officer 403, staff before the second factor 401', async () => {
    expect((await sendJson(api, 'GET', VAT_PATH, {})).status).toBe(401);
    const member = await createMember(api);
    expect((await sendJson(api, 'GET', VAT_PATH, member.bearer)).status).toBe(403);
    const officer = await createStaff(api, 'officer');
    expect((await sendJson(api, 'GET', VAT_PATH, officer.bearer)).status).toBe(403);
    const halfway = await createStaff(api, 'editor', { secondFactor: false });
    expect((await sendJson(api, 'GET', VAT_PATH, halfway.bearer)).status).toBe(401);
  });
});

describe('a change', () => {
  it('adds a correction (201, audited, the tag re-validated) that wins over the file', async () => {
    const editor = await createStaff(api, 'editor');
    const revalidated = api.services.revalidatedTags.length;
    const response = await sendJson(api, 'POST', VAT_PATH, editor.bearer, NEW_CORRECTION);
    expect(response.status).toBe(201);
    const created = await json<VatCorrection>(response);
    expect(created).toMatchObject({ ...NEW_CORRECTION, version: 1 });
    expect(await lastAuditOf(api, 'vat_corrections', created.id)).toMatchObject({
      action: 'vat-correction.create',
      actor_role: 'editor',
    });
    expect(api.services.revalidatedTags.slice(revalidated)).toContain(CACHE_TAGS.marketIndicators);
    const egypt = (await readMarketIndicators(api.db, ['EG'])).get('EG');
    expect(egypt?.tax).toMatchObject({ rate: 0.14, corrected: true });
    expect(egypt?.tax?.source.url).toBe('https://www.eta.gov.eg/');
    // A second correction of the same market is refused on its country.
    const again = await sendJson(api, 'POST', VAT_PATH, editor.bearer, NEW_CORRECTION);
    expect(again.status).toBe(422);
    expect(Object.keys((await json<{ errors: object }>(again)).errors)).toEqual(['country']);
    await sendJson(api, 'DELETE', `${VAT_PATH}/${created.id}`, { ...editor.bearer, ...ifMatch(1) });
  });

  it.each([
    ['country', { country: 'ZZ' }],
    ['kind', { kind: 'excise' }],
    ['rate', { rate: 1.5 }],
    ['rate', { kind: 'none', rate: 0.05 }],
    ['url', { url: 'javascript:alert(1)' }],
    ['source_name_en', { source_name_en: '' }],
    ['source_date', { source_date: '2022-02-30' }],
    ['checked_on', { checked_on: undefined }],
  ])('refuses a bad %s with 422 on that field', async (field, change) => {
    const admin = await createStaff(api, 'admin');
    const response = await sendJson(api, 'POST', VAT_PATH, admin.bearer, {
      ...NEW_CORRECTION,
      country: 'LB',
      ...change,
    });
    expect(response.status).toBe(422);
    const body = await json<{ errors: Record<string, string[]> }>(response);
    expect(Object.keys(body.errors)).toEqual([field]);
  });

  it('changes one from the version read (audited); a stale version 409, none 428', async () => {
    const editor = await createStaff(api, 'editor');
    const id = await insertCorrection(api, 'DZ');
    const changed = { ...NEW_CORRECTION, country: 'DZ', rate: 0.19 };
    const response = await sendJson(api, 'PUT', `${VAT_PATH}/${id}`, editor.bearer, {
      ...changed,
      version: 1,
    });
    expect(response.status).toBe(200);
    expect(await json<VatCorrection>(response)).toMatchObject({ rate: 0.19, version: 2 });
    const entry = await lastAuditOf(api, 'vat_corrections', id);
    expect(entry).toMatchObject({ action: 'vat-correction.update' });
    expect(entry!.before).toMatchObject({ rate: 0.14 });
    expect(entry!.after).toMatchObject({ rate: 0.19 });
    const stale = await sendJson(api, 'PUT', `${VAT_PATH}/${id}`, editor.bearer, {
      ...changed,
      rate: 0.2,
      version: 1,
    });
    expect(stale.status).toBe(409);
    const without = await sendJson(api, 'PUT', `${VAT_PATH}/${id}`, editor.bearer, changed);
    expect(without.status).toBe(428);
    expect(await versionOf(api, vatCorrections, id)).toBe(2);
    expect((await rowOf(id))?.rate).toBe(0.19);
  });

  it('refuses a member 403 and a visitor 401 on a change, the row unchanged', async () => {
    const id = await insertCorrection(api, 'LY');
    const body = { ...NEW_CORRECTION, country: 'LY', rate: 0.5, version: 1 };
    const member = await createMember(api);
    expect((await sendJson(api, 'PUT', `${VAT_PATH}/${id}`, member.bearer, body)).status).toBe(403);
    expect((await sendJson(api, 'PUT', `${VAT_PATH}/${id}`, {}, body)).status).toBe(401);
    const officer = await createStaff(api, 'officer');
    expect((await sendJson(api, 'POST', VAT_PATH, officer.bearer, NEW_CORRECTION)).status).toBe(
      403,
    );
    expect((await rowOf(id))?.rate).toBe(0.14);
  });

  it('removes one at the version named by If-Match (audited); stale 409, none 428, then 404', async () => {
    const editor = await createStaff(api, 'editor');
    const id = await insertCorrection(api, 'SY');
    const stale = await sendJson(api, 'DELETE', `${VAT_PATH}/${id}`, {
      ...editor.bearer,
      ...ifMatch(4),
    });
    expect(stale.status).toBe(409);
    expect((await sendJson(api, 'DELETE', `${VAT_PATH}/${id}`, editor.bearer)).status).toBe(428);
    const removed = await sendJson(api, 'DELETE', `${VAT_PATH}/${id}`, {
      ...editor.bearer,
      ...ifMatch(1),
    });
    expect(removed.status).toBe(200);
    expect(await json(removed)).toEqual({ id });
    expect(await lastAuditOf(api, 'vat_corrections', id)).toMatchObject({
      action: 'vat-correction.delete',
    });
    const again = await sendJson(api, 'DELETE', `${VAT_PATH}/${id}`, {
      ...editor.bearer,
      ...ifMatch(1),
    });
    expect(again.status).toBe(404);
  });
});
