import { fileURLToPath } from 'node:url';

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { CoverageAnswer } from '@/features/market-access/coverage';
import type { StaffDutyFact } from '@/features/market-access/duty-fact-schemas';
import type { MarketAccessAnswer } from '@/features/market-access/schemas';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { agreementDutyFacts, agreementHeadings } from '@/lib/db/schema';
import { importTariffFile } from '@/lib/tariffs/import-tariff';
import en from '@/messages/en.json';

import { insertAgreement } from './agreements-fixtures';
import { createMember, createStaff } from './helpers/accounts';
import { lastAuditOf } from './helpers/audit';
import type { ErrorBody } from './helpers/auth-requests';
import { editorSender } from './helpers/editor-sender';
import { json, testApiForFile } from './helpers/test-api';
import { ifMatch } from './helpers/versions';
import {
  DUTY_FACTS_CSV_HEADER,
  insertDutyFact,
  NEW_DUTY_FACT,
  SOURCE,
} from './market-access-console-fixtures';

// Issue 46: agreement-wide duty facts with their scope. The answer's precedence (a heading's row,
// then a fact naming the partner, then the narrowest scope, exceptions left out), the console's
// routes (audited, versioned), their CSV file with the scope, and the coverage grid's route.

const api = testApiForFile();
const { send } = editorSender(api, '/api/staff');
const errorsOf = async (response: Response, status = 422) => {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await json<ErrorBody>(response)).errors;
};
const factsOf = (agreementId: number) =>
  api.db
    .select()
    .from(agreementDutyFacts)
    .where(eq(agreementDutyFacts.agreement_id, agreementId))
    .orderBy(agreementDutyFacts.id);

async function dutyOf(hs: string, country: string, agreementId: number) {
  const response = await api.request(`/api/market-access?hs=${hs}&country=${country}`);
  expect(response.status).toBe(200);
  const answer = await json<MarketAccessAnswer>(response);
  return answer.agreements.find((agreement) => agreement.id === agreementId)?.preferential_duty;
}

const GAFTA = 1;
const US_FTA = 2;
const EU = 3;

const UK = 9;
const HTS_SAMPLE = fileURLToPath(
  new URL('../fixtures/us-hts/hts_2026_revision_1_json.json', import.meta.url),
);

describe('the preferential duty: a heading’s row, else the agreement-wide fact that covers the code', () => {
  it('gives a partner-specific fact over the one for every member (Iraq under GAFTA)', async () => {
    expect(await dutyOf('1509', 'IQ', GAFTA)).toMatchObject({
      basis: 'agreement_scope',
      kind: 'depends',
      scope: { kind: 'all', partners: ['IQ'] },
    });
    expect(await dutyOf('1509', 'SA', GAFTA)).toMatchObject({
      basis: 'agreement_scope',
      kind: 'free',
      since: '2005-01-01',
      scope: { kind: 'all', partners: [] },
      source: { url: expect.stringContaining('jordanexportportal.gov.jo') },
    });
  });

  it('takes headings over chapters over all goods, skips an exception, and a heading’s row over all', async () => {
    const base = { agreement_id: US_FTA, duty_kind: 'rate' as const, source_name_en: 'Test' };
    await api.db.insert(agreementDutyFacts).values([
      { ...base, scope_kind: 'chapters', scope_from: '61', scope_to: '62', text_en: 'CHAPTERS' },
      {
        ...base,
        scope_kind: 'headings',
        scope_from: '6110',
        scope_to: '6111',
        except_codes: ['611030'],
        text_en: 'HEADINGS',
      },
    ]);
    expect(await dutyOf('611020', 'US', US_FTA)).toMatchObject({ text_en: 'HEADINGS' });
    expect(await dutyOf('611030', 'US', US_FTA)).toMatchObject({ text_en: 'CHAPTERS' });
    expect(await dutyOf('6105', 'US', US_FTA)).toMatchObject({ text_en: 'CHAPTERS' });
    expect(await dutyOf('8544', 'US', US_FTA)).toMatchObject({
      kind: 'free',
      scope: { kind: 'all' },
    });
    // The seeded heading 15.09 row wins over every fact.
    expect(await dutyOf('150920', 'US', US_FTA)).toMatchObject({ basis: 'heading', code: '1509' });
    expect(
      await api.db.select().from(agreementHeadings).where(eq(agreementHeadings.hs_code, '1509')),
    ).not.toHaveLength(0);
  });

  it('links the partner’s tariff where the duty depends on the product (EU agriculture)', async () => {
    expect(await dutyOf('0702', 'DE', EU)).toMatchObject({
      kind: 'depends',
      tariff: { name: expect.stringContaining('TARIC'), url: expect.stringMatching(/^https:/) },
    });
    expect(await dutyOf('2523', 'DE', EU)).toMatchObject({ kind: 'free', since: '2002-05-01' });
  });
});

describe('the console’s duty facts', () => {
  it('adds, changes and removes a fact with its scope, audited and versioned', async () => {
    const id = await insertAgreement(api);
    api.services.revalidatedTags.length = 0;
    const created = await json<StaffDutyFact>(
      await send('POST', `/agreements/${id}/duty-facts`, NEW_DUTY_FACT),
    );
    expect(created).toMatchObject({
      agreement_id: id,
      scope: { kind: 'chapters', from: '25', to: '97', except: ['2905'], partners: ['FR'] },
      duty_kind: 'free',
      source: SOURCE,
      version: 1,
    });
    expect(api.services.revalidatedTags).toContain(CACHE_TAGS.marketAccess);
    expect((await lastAuditOf(api, 'agreement_duty_facts', created.id))!.action).toBe(
      'agreement-duty-fact.create',
    );
    const path = `/agreements/${id}/duty-facts/${created.id}`;
    const changed = await send('PUT', path, { ...NEW_DUTY_FACT, duty_kind: 'depends', version: 1 });
    expect(await json<StaffDutyFact>(changed)).toMatchObject({ duty_kind: 'depends', version: 2 });
    // A stale version changes nothing.
    expect((await send('PUT', path, { ...NEW_DUTY_FACT, version: 1 })).status).toBe(409);
    expect((await send('DELETE', path, undefined, ifMatch(1))).status).toBe(409);
    const list = await json<{ data: StaffDutyFact[] }>(
      await send('GET', `/agreements/${id}/duty-facts`),
    );
    expect(list.data.map((fact) => fact.version)).toEqual([2]);
    expect((await send('DELETE', path, undefined, ifMatch(2))).status).toBe(200);
    expect(await factsOf(id)).toEqual([]);
    expect((await send('GET', '/agreements/999999/duty-facts')).status).toBe(404);
  });

  it('refuses each wrong field (422), never a 500', async () => {
    const id = await insertAgreement(api);
    const refused = async (body: unknown) =>
      Object.keys(await errorsOf(await send('POST', `/agreements/${id}/duty-facts`, body)));
    const fact = (change: Record<string, unknown>) => ({ ...NEW_DUTY_FACT, ...change });
    const scope = (change: Record<string, unknown>) =>
      fact({ scope: { ...NEW_DUTY_FACT.scope, ...change } });
    expect(await refused(fact({ partners: ['XX'] }))).toEqual(['partners.0']);
    expect(await refused(fact({ partners: ['FR', 'fr'] }))).toEqual(['partners']);
    expect(await refused(scope({ kind: 'everything' }))).toEqual(['scope.kind']);
    expect(await refused(scope({ from: '2501' }))).toEqual(['scope.from']);
    expect(await refused(scope({ from: '97', to: '25' }))).toEqual(['scope.to']);
    expect(await refused(scope({ kind: 'all' }))).toEqual(['scope.from', 'scope.to']);
    expect(await refused(scope({ except: ['29x'] }))).toEqual(['scope.except.0']);
    expect(await refused(fact({ duty_kind: 'cheap' }))).toEqual(['duty_kind']);
    expect(await refused(fact({ text_en: '', text_ar: ' ' }))).toEqual(['text_en']);
    expect(await refused(fact({ tariff: { name: 'T', url: 'ftp://x' } }))).toEqual(['tariff.url']);
    expect(await refused(fact({ since: '2021-02-30' }))).toEqual(['since']);
    expect(await refused(fact({ sample: 'maybe' }))).toEqual(['sample']);
    expect(await refused(fact({ source: { ...SOURCE, date: 'soon' } }))).toEqual(['source.date']);
    // A body that is no object at all is a 400, a wrong shape a 422: never a 500.
    for (const body of [null, [], 'text', { scope: null }]) {
      const status = (await send('POST', `/agreements/${id}/duty-facts`, body)).status;
      expect([400, 422]).toContain(status);
    }
    expect(await factsOf(id)).toEqual([]);
  });

  it('takes back its CSV export with the scope, and refuses a wrong file whole', async () => {
    const id = await insertAgreement(api);
    await send('POST', `/agreements/${id}/duty-facts`, NEW_DUTY_FACT);
    await send('POST', `/agreements/${id}/duty-facts`, {
      ...NEW_DUTY_FACT,
      partners: [],
      scope: { kind: 'all', from: null, to: null, except: [] },
      duty_kind: 'depends',
      tariff: { name: 'Partner tariff', url: 'https://tariff.example' },
    });
    const exported = await send('GET', '/duty-facts-csv');
    expect(exported.headers.get('Content-Type')).toMatch(/^text\/csv/);
    const csv = await exported.text();
    expect(csv).toContain(`"${id}","FR","chapters","25","97","2905","free"`);
    const before = (await factsOf(id)).map(
      ({ id: _id, version: _v, created_at: _c, updated_at: _u, ...row }) => row,
    );
    const imported = await send('POST', '/duty-facts-csv', { csv });
    expect(imported.status, await imported.clone().text()).toBe(200);
    const after = await factsOf(id);
    expect(
      after.map(({ id: _id, version: _v, created_at: _c, updated_at: _u, ...row }) => row),
    ).toEqual(before);
    const wrong =
      `${DUTY_FACTS_CSV_HEADER}\r\n` +
      `${id},,all,,,,free,Free,,,,,no,,,,\r\n` +
      `${id},,chapters,25,,,free,Free,,,,,no,,,,\r\n` +
      `999999,,all,,,,free,Free,,,,,no,,,,\r\n`;
    expect(
      Object.keys(await errorsOf(await send('POST', '/duty-facts-csv', { csv: wrong }))),
    ).toEqual(['line.3.scope.to']);
    const unknown = `${DUTY_FACTS_CSV_HEADER}\r\n999999,,all,,,,free,Free,,,,,no,,,,\r\n`;
    expect(await errorsOf(await send('POST', '/duty-facts-csv', { csv: unknown }))).toEqual({
      'line.2.agreement_id': [en.DutyFactsAdmin.errors.agreement],
    });
    expect(await factsOf(id)).toHaveLength(2);
  });

  it.each([
    ['GET', (id: number) => `/agreements/${id}/duty-facts`, undefined],
    ['POST', (id: number) => `/agreements/${id}/duty-facts`, NEW_DUTY_FACT],
    [
      'PUT',
      (id: number, f: number) => `/agreements/${id}/duty-facts/${f}`,
      { ...NEW_DUTY_FACT, version: 1 },
    ],
    ['DELETE', (id: number, f: number) => `/agreements/${id}/duty-facts/${f}`, undefined],
    ['GET', () => '/duty-facts-csv', undefined],
    ['POST', () => '/duty-facts-csv', { csv: `${DUTY_FACTS_CSV_HEADER}\r\n` }],
    ['GET', () => '/market-access/coverage', undefined],
  ] as const)(
    '%s %s refuses a visitor (401), a member and an officer (403)',
    async (method, path, body) => {
      const id = await insertAgreement(api);
      const factId = await insertDutyFact(api, id);
      const member = await createMember(api);
      const officer = await createStaff(api, 'officer');
      const call = (headers: Record<string, string>) =>
        api.request(`/api/staff${path(id, factId)}`, {
          method,
          headers: { 'Content-Type': 'application/json', ...ifMatch(1), ...headers },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      expect((await call({})).status).toBe(401);
      expect((await call(member.bearer)).status).toBe(403);
      expect((await call(officer.bearer)).status).toBe(403);
      expect((await factsOf(id)).map((row) => row.version)).toEqual([1]);
    },
  );
});

describe('the coverage grid', () => {
  it('answers every agreement × chapters 01–97: duty, general and specific rule, MFN, oldest source', async () => {
    const grid = await json<CoverageAnswer>(await send('GET', '/market-access/coverage'));
    expect(grid.kinds).toEqual(['duty', 'rule', 'specific', 'mfn']);
    expect(grid.chapters).toHaveLength(97);
    const eu = grid.agreements.find((agreement) => agreement.id === EU)!;
    expect(eu.cells).toHaveLength(97);
    expect(eu.cells.find((cell) => cell.chapter === '07')).toMatchObject({
      known: { duty: true, rule: true, specific: false, mfn: false },
    });
    const turkey = grid.agreements.find((agreement) => agreement.id === 7)!;
    expect(turkey.legal_status).toBe('terminated');
    expect(turkey.cells.every((cell) => !cell.known.duty && !cell.known.rule)).toBe(true);
    // The oldest dated source of the cell: GAFTA's general rule cites a copy of the 1981
    // Agreement that gives no date (issue 57), so its duty fact's source is the oldest.
    const gafta = grid.agreements.find((agreement) => agreement.id === GAFTA)!;
    expect(gafta.cells[0]!.oldest_source).toBe('2019-10-10');
    // The UK's imported product-specific rules reach every chapter but the reserved 77.
    const uk = grid.agreements.find((agreement) => agreement.id === UK)!;
    const specific = uk.cells.filter((cell) => cell.known.specific).map((cell) => cell.chapter);
    expect(specific).toContain('15');
    expect(specific).toHaveLength(96);
  });

  it('counts an imported tariff’s chapters as the MFN duty known for its partner’s agreements', async () => {
    await importTariffFile(api.db, 'us-hts', HTS_SAMPLE, { date: '2026-01-02' });
    const grid = await json<CoverageAnswer>(await send('GET', '/market-access/coverage'));
    const us = grid.agreements.find((agreement) => agreement.id === US_FTA)!;
    const known = us.cells.filter((cell) => cell.known.mfn).map((cell) => cell.chapter);
    expect(known).toEqual(expect.arrayContaining(['15', '33', '61']));
    expect(us.cells.find((cell) => cell.chapter === '01')!.known.mfn).toBe(false);
  });
});
