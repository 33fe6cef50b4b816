import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { MarketAccessAnswer } from '@/features/market-access/schemas';
import type { WhereToSellAnswer } from '@/features/trade-flows/schemas';
import { hsCorrelations } from '@/lib/db/schema';
import { seedDatabase } from '@/lib/db/seed';
import { knownHsCode } from '@/lib/hs/known-hs-code';
import type { HsSuccessorsAnswer } from '@/lib/hs/older-code-schemas';
import { olderCodesBecoming, olderNoteOf, resolveHsCode } from '@/lib/hs/resolve-hs-code';

import { json, testApiForFile } from './helpers/test-api';

// Issue 45, part 2: codes of HS 2017 and HS 2012 read through the UN Statistics Division's
// correlation tables (data/hs-correlation/, hs_correlations). 1509.10 (virgin olive oil in HS 2017
// and 2012) became 1509.20, 1509.30 and 1509.40; 3002.20 (HS 2017: human vaccines) became 3002.41
// alone; 0805.20 (HS 2012 only: mandarins) became 0805.21, .22 and .29. Market access and where to
// sell answer an older code's only successor (saying what was asked), list several (200, never
// 422), and still refuse a code no edition has (422) and bad input (422, never a 500).

const api = testApiForFile();

type ErrorBody = { message: string; errors: Record<string, string[]> };

const OLIVE_SUCCESSORS = ['150920', '150930', '150940'];
const SOURCE = 'United Nations Statistics Division, HS correlation tables';

const get = (path: string, query: Record<string, string>) =>
  api.request(`/api/${path}?${new URLSearchParams(query).toString()}`, {
    headers: { 'Accept-Language': 'en' },
  });

describe('resolveHsCode', () => {
  it('reads a code of the 2022 nomenclature as itself, an older code equal to one included', async () => {
    expect(await resolveHsCode(api.db, '150990')).toEqual({ kind: 'current', code: '150990' });
    expect(await resolveHsCode(api.db, '1509')).toEqual({ kind: 'current', code: '1509' });
    // 3004.90 of HS 2017 partly went to 3006.93 too: a 2022 code is read as the 2022 one.
    expect(await resolveHsCode(api.db, '300490')).toEqual({ kind: 'current', code: '300490' });
  });

  it('gives an HS 2017 subheading its 2022 successors, by code, with their names', async () => {
    const resolution = await resolveHsCode(api.db, '150910');
    expect(resolution).toMatchObject({ kind: 'older', edition: 2017, code: '150910' });
    if (resolution.kind !== 'older') throw new Error('not older');
    expect(resolution.successors.map((item) => item.code)).toEqual(OLIVE_SUCCESSORS);
    expect(resolution.successors[0]).toMatchObject({
      name_en: expect.stringMatching(/virgin/i),
      name_ar: expect.stringContaining('زيت'),
    });
  });

  it('falls back on HS 2012 when HS 2017 lacks the code', async () => {
    const resolution = await resolveHsCode(api.db, '080520');
    expect(resolution).toMatchObject({ kind: 'older', edition: 2012 });
    if (resolution.kind !== 'older') throw new Error('not older');
    expect(resolution.successors.map((item) => item.code)).toEqual(['080521', '080522', '080529']);
  });

  it('knows no code that no edition has, nor an older heading', async () => {
    for (const code of ['150915', '999999', '9999', '99']) {
      expect(await resolveHsCode(api.db, code)).toEqual({ kind: 'unknown', code });
    }
  });

  it('accepts a redirect note only when it is true', async () => {
    const note = { from: '300220', edition: '2017' };
    expect(await olderNoteOf(api.db, note, '300241')).toEqual({ edition: 2017, code: '300220' });
    expect(await olderNoteOf(api.db, { ...note, edition: '2012' }, '300241')).toBeNull();
    expect(await olderNoteOf(api.db, note, '300242')).toBeNull();
    expect(await olderNoteOf(api.db, { from: '150910', edition: '2017' }, '150920')).toBeNull();
    expect(await olderNoteOf(api.db, { from: '<b>', edition: '2017' }, '300241')).toBeNull();
  });
});

describe('the older codes a 2022 code stands for, and the forms’ codes', () => {
  it('names the older codes whose only successor a 2022 code is (its page’s notes)', async () => {
    expect(await olderCodesBecoming(api.db, '300241')).toEqual([{ edition: 2017, code: '300220' }]);
    expect(await olderCodesBecoming(api.db, '150920')).toEqual([]);
  });

  it('reads a form’s 1:1 older code as its successor, a split one as its heading (knownHsCode)', async () => {
    expect(await knownHsCode(api.db, '300220')).toBe('300241');
    expect(await knownHsCode(api.db, '150910')).toBe('1509');
    expect(await knownHsCode(api.db, '150990')).toBe('150990');
    expect(await knownHsCode(api.db, '1509')).toBe('1509');
    expect(await knownHsCode(api.db, '9999')).toBeNull();
  });
});

describe('seeding hs_correlations', () => {
  it('fills the table once, and again on an existing database whose table is empty', async () => {
    const [before] = await api.db.select({ rows: count() }).from(hsCorrelations);
    // Only the older codes the 2022 edition lacks: the others are read as the 2022 code.
    expect(before!.rows).toBeGreaterThan(50);
    expect(before!.rows).toBeLessThan(1534);
    await api.db.delete(hsCorrelations);
    await seedDatabase(api.db, { onlyEmptyTables: true, hsChapters: ['15', '30', '08'] });
    const [after] = await api.db.select({ rows: count() }).from(hsCorrelations);
    expect(after!.rows).toBeGreaterThan(0);
    expect((await resolveHsCode(api.db, '150910')).kind).toBe('older');
    await seedDatabase(api.db, { onlyEmptyTables: true, hsChapters: ['15', '30', '08'] });
    const [again] = await api.db.select({ rows: count() }).from(hsCorrelations);
    expect(again!.rows).toBe(after!.rows);
  });
});

describe.each([
  ['market-access', { country: 'US' }],
  ['where-to-sell', {}],
] as const)('GET /api/%s with older codes', (path, rest) => {
  it.each(['150910', '1509.10', '1509 10', '١٥٠٩١٠'])(
    'answers %s with its several 2022 successors (200, never 422)',
    async (hs) => {
      const response = await get(path, { hs, ...rest });
      expect(response.status, await response.clone().text()).toBe(200);
      const answer = await json<HsSuccessorsAnswer>(response);
      expect(answer).toMatchObject({ edition: 2017, code: '150910', source: SOURCE });
      expect(answer.successors.map((item) => item.code)).toEqual(OLIVE_SUCCESSORS);
      expect(answer.successors[1]).toEqual({
        code: '150930',
        name_en: expect.any(String),
        name_ar: expect.any(String),
        name_ar_of_heading: expect.any(Boolean),
      });
    },
  );

  it('answers an older code with one successor for that successor, saying what was asked', async () => {
    const response = await get(path, { hs: '3002.20', ...rest });
    expect(response.status).toBe(200);
    const answer = await json<MarketAccessAnswer & WhereToSellAnswer & { requested: unknown }>(
      response,
    );
    expect(answer.code.code).toBe('300241');
    expect(answer.requested).toEqual({ code: '300220', edition: 2017 });
  });

  it('says nothing of `requested` for a 2022 code', async () => {
    const answer = await json<Record<string, unknown>>(await get(path, { hs: '150920', ...rest }));
    expect(answer).not.toHaveProperty('requested');
  });

  it('still refuses a code in no edition (422) and bad input (422, never a 500)', async () => {
    for (const [hs, status] of [
      ['150915', 422],
      ['1509.1', 422],
      ['olive oil', 422],
      ['1'.repeat(500), 422],
      ['\u0000', 422],
    ] as const) {
      const response = await get(path, { hs, ...rest });
      expect(response.status, hs.slice(0, 20)).toBe(status);
      expect(Object.keys((await json<ErrorBody>(response)).errors)).toContain('hs');
    }
  });
});

describe('the OpenAPI document', () => {
  it('documents the successors answer of both endpoints', async () => {
    const document = await json<{
      paths: Record<string, { get?: { description?: string; responses: Record<string, unknown> } }>;
    }>(await api.request('/api/openapi.json'));
    for (const path of ['/api/market-access', '/api/where-to-sell']) {
      const operation = document.paths[path]?.get;
      expect(operation?.description).toMatch(/HS correlation tables/);
      const answer = JSON.stringify(operation?.responses['200']);
      expect(answer).toContain('successors');
      expect(answer).toContain('requested');
    }
  });
});
