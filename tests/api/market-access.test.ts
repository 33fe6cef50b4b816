import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { MarketAccessAgreement, MarketAccessAnswer } from '@/features/market-access/schemas';
import { createMemoryCache } from '@/lib/cache/shared-cache';
import { agreementHeadings, ftaCountryAgreements, tradeAgreements } from '@/lib/db/schema';

import { json, testApiForFile } from './helpers/test-api';

// Issue 37, part 3: GET /api/market-access — every agreement of Jordan's that names the partner,
// with its legal status, the preferential duty and the rule of origin staff entered (the
// heading's specific rule, else the agreement's general rule), each with its source and date; the
// tariff provider's figures for a partner it covers, from a fake of the UK Trade Tariff on a local
// port (success, timeout, 5xx, cache); bad input is a 422, never a 500.

const api = testApiForFile();

type ErrorBody = { message: string; errors: Record<string, string[]> };

const ask = (query: string, headers: Record<string, string> = {}) =>
  api.request(`/api/market-access?${query}`, { headers: { 'Accept-Language': 'en', ...headers } });

async function access(hs: string, country: string): Promise<MarketAccessAnswer> {
  const response = await ask(new URLSearchParams({ hs, country }).toString());
  expect(response.status, `${hs} ${country}: ${await response.clone().text()}`).toBe(200);
  return json<MarketAccessAnswer>(response);
}

const agreementOf = (answer: MarketAccessAnswer, id: number): MarketAccessAgreement => {
  const agreement = answer.agreements.find((item) => item.id === id);
  expect(agreement, `agreement ${id}`).toBeDefined();
  return agreement!;
};

const US_FTA = 2;
const EU_AGREEMENT = 3;
const TURKEY_FTA = 7;
const UK_AGREEMENT = 9;

describe('GET /api/market-access: a covered partner', () => {
  it('answers the product with its path, the partner and its agreement, public and cacheable', async () => {
    const response = await ask('hs=1509&country=US');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toMatch(/^public, .*s-maxage=300/);
    const answer = await json<MarketAccessAnswer>(response);
    expect(answer.partner).toEqual({
      country_code: 'US',
      name_en: 'United States of America',
      name_ar: 'الولايات المتحدة الأمريكية',
      country_page_id: expect.any(Number),
    });
    expect(answer.code).toMatchObject({ code: '1509', level: 4 });
    expect(answer.code.path.map((step) => step.code)).toEqual(['III', '15']);
    expect(answer.agreements.map((agreement) => agreement.id)).toEqual([US_FTA]);
  });

  it('gives the Jordan–US FTA its status, the heading’s duty and the general 35 % rule, each sourced and dated', async () => {
    const us = agreementOf(await access('1509', 'US'), US_FTA);
    expect(us.legal_status).toMatchObject({
      status: 'in_force',
      note_en: expect.stringContaining('1 January 2010'),
      // Issue 57: checked against the Jordanian bureau's page (the trade.gov page was not readable).
      source: {
        url: expect.stringContaining('jordanecb.org'),
        date: null,
        checked_on: '2026-11-27',
        review_by: '2027-05-27',
      },
    });
    expect(us.preferential_duty).toMatchObject({
      code: '1509',
      text_en: expect.stringMatching(/^Free \(0 %\)/),
      text_ar: expect.stringContaining('معفاة'),
      sample: false,
      source: { url: 'https://hts.usitc.gov/', date: '2010-01-01' },
    });
    expect(us.rule_of_origin).toMatchObject({
      kind: 'general',
      value_kind: 'regional_value_content',
      value_percent: 35,
      tariff_shift: 'substantial_transformation',
      cumulation_partners: ['US'],
      proofs: ['importer_claim'],
      source: { date: '2000-10-24' },
    });
    // No tariff provider is configured: only what staff entered.
    expect(us.tariff).toBeNull();
  });

  it('reads a subheading under its heading’s terms, and a chapter under the agreement-wide fact and the general rule', async () => {
    const subheading = agreementOf(await access('1509.20', 'US'), US_FTA);
    expect(subheading.preferential_duty).toMatchObject({ code: '1509', basis: 'heading' });
    const chapter = agreementOf(await access('15', 'US'), US_FTA);
    // Issue 46: the FTA's "every originating good enters free" covers the chapter.
    expect(chapter.preferential_duty).toMatchObject({
      code: '15',
      basis: 'agreement_scope',
      kind: 'free',
      scope: { kind: 'all', partners: [] },
      since: '2010-01-01',
    });
    expect(chapter.rule_of_origin?.kind).toBe('general');
  });

  it('reads the code in any spelling and the country in either case', async () => {
    for (const hs of ['15.09', '1509 20', '١٥٠٩', '1509200000']) {
      const answer = await access(hs, 'us');
      expect(answer.partner.country_code).toBe('US');
      expect(answer.code.code.slice(0, 4)).toBe('1509');
    }
  });

  it('lists every agreement naming the partner, in force first, the newest first', async () => {
    const egypt = await access('1509', 'EG');
    // Agadir (2007) and GAFTA (1998).
    expect(egypt.agreements.map((agreement) => agreement.id)).toEqual([6, 1]);
    expect(agreementOf(egypt, 1).rule_of_origin).toMatchObject({
      kind: 'general',
      value_kind: 'value_added',
      value_percent: 40,
      proofs: ['certificate_of_origin'],
    });
    // Agadir's proofs were not entered: null, never a guess.
    expect(agreementOf(egypt, 6).rule_of_origin).toMatchObject({ kind: 'general', proofs: null });
  });

  it('gives the EU agreement its PEM cumulation, the revised rules’ proofs and the relaxed rules', async () => {
    const eu = agreementOf(await access('6109', 'DE'), EU_AGREEMENT);
    // Issue 57: under the revised PEM rules EUR-MED is not used.
    expect(eu.rule_of_origin).toMatchObject({
      kind: 'general',
      proofs: ['eur1', 'statement_on_origin'],
      scheme: 'pem_revised',
      notes_en: expect.stringContaining('Decision No 1/2016'),
      source: { date: '2018-12-13' },
    });
    expect(eu.rule_of_origin?.kind === 'general' && eu.rule_of_origin.cumulation_partners).toEqual(
      expect.arrayContaining(['DE', 'CH', 'EG']),
    );
  });
});

describe('GET /api/market-access: an uncovered partner and a suspended agreement', () => {
  it('answers no agreement for a partner no country page names', async () => {
    const japan = await access('1509', 'JP');
    expect(japan.agreements).toEqual([]);
    expect(japan.partner).toEqual({
      country_code: 'JP',
      name_en: 'Japan',
      name_ar: expect.stringMatching(/اليابان/),
      country_page_id: null,
    });
  });

  it('lists the terminated Jordan–Turkey FTA, hidden elsewhere, with its dated and sourced status', async () => {
    const turkey = await access('1509', 'TR');
    expect(turkey.agreements).toHaveLength(1);
    expect(turkey.agreements[0]).toMatchObject({
      id: TURKEY_FTA,
      legal_status: {
        // Issue 46: terminated by Jordan in 2018, not suspended.
        status: 'terminated',
        note_en: expect.stringContaining('2018'),
        note_ar: expect.stringContaining('٢٠١٨'),
        source: { url: expect.stringContaining('jordantimes.com'), date: '2018-05-27' },
      },
      preferential_duty: null,
      rule_of_origin: null,
      tariff: null,
    });
    // The country page of Turkey is hidden: the map shows no link to it.
    expect(turkey.partner.country_page_id).toBeNull();
  });

  it('leaves out an agreement hidden while in force (an editor’s draft)', async () => {
    const [draft] = await api.db
      .insert(tradeAgreements)
      .values({ title_eng: 'SAMPLE draft', title_ara: 'مسودة للتجربة', status: 0 })
      .returning({ id: tradeAgreements.id });
    const [page] = await api.db
      .select()
      .from(ftaCountryAgreements)
      .where(eq(ftaCountryAgreements.country_code, 'SG'));
    await api.db
      .update(ftaCountryAgreements)
      .set({ agreement_ids: [...page!.agreement_ids, draft!.id] })
      .where(eq(ftaCountryAgreements.id, page!.id));
    try {
      const singapore = await access('1509', 'SG');
      expect(singapore.agreements.map((agreement) => agreement.id)).toEqual([5]);
      // Issue 57: the Singapore FTA's general rule (35 % local value content); its duty is the
      // agreement-wide fact (issue 46).
      expect(singapore.agreements[0]!.rule_of_origin).toMatchObject({
        kind: 'general',
        value_percent: 35,
        scheme: 'sg_fta',
      });
      expect(singapore.agreements[0]!.preferential_duty).toMatchObject({
        basis: 'agreement_scope',
        kind: 'free',
      });
    } finally {
      await api.db
        .update(ftaCountryAgreements)
        .set({ agreement_ids: page!.agreement_ids })
        .where(eq(ftaCountryAgreements.id, page!.id));
      await api.db.delete(tradeAgreements).where(eq(tradeAgreements.id, draft!.id));
    }
  });
});

describe('GET /api/market-access: a heading with and without a specific rule', () => {
  beforeAll(async () => {
    await api.db.insert(agreementHeadings).values([
      {
        agreement_id: EU_AGREEMENT,
        hs_code: '0406',
        preferential_duty_en: 'SAMPLE 0 % within the tariff quota',
        preferential_duty_ar: 'رقم للتجربة',
        specific_rule_en:
          'SAMPLE Manufacture in which all the materials of Chapter 4 are wholly obtained',
        specific_rule_ar: 'قاعدة للتجربة',
        sample: true,
        source_name_en: 'Test source',
        source_url: 'https://example.org/rule',
        source_date: '2024-05-06',
      },
      {
        agreement_id: EU_AGREEMENT,
        hs_code: '040610',
        preferential_duty_en: 'SAMPLE Free',
        sample: true,
        source_name_en: 'Test source for the subheading',
      },
    ]);
  });

  it('applies the heading’s specific rule, and the subheading’s own duty over its heading’s', async () => {
    const fresh = agreementOf(await access('040610', 'FR'), EU_AGREEMENT);
    expect(fresh.rule_of_origin).toMatchObject({
      kind: 'specific',
      code: '0406',
      text_en: expect.stringContaining('Chapter 4'),
      sample: true,
      source: { name_en: 'Test source', url: 'https://example.org/rule', date: '2024-05-06' },
    });
    expect(fresh.preferential_duty).toMatchObject({ code: '040610', text_en: 'SAMPLE Free' });
    const other = agreementOf(await access('040690', 'FR'), EU_AGREEMENT);
    expect(other.preferential_duty).toMatchObject({ code: '0406', sample: true });
  });

  it('applies the general rule to a heading without a specific rule, and the agreement’s fact for its duty', async () => {
    const eggs = agreementOf(await access('0407', 'FR'), EU_AGREEMENT);
    // Issue 46: agricultural chapters depend on the product, with the EU's tariff to look it up.
    expect(eggs.preferential_duty).toMatchObject({
      basis: 'agreement_scope',
      kind: 'depends',
      scope: { kind: 'chapters', from: '01', to: '24' },
      tariff: { url: expect.stringContaining('taric') },
    });
    expect(eggs.rule_of_origin).toMatchObject({ kind: 'general', agreement_id: EU_AGREEMENT });
  });
});

describe('GET /api/market-access: bad input is a 422, never a 500', () => {
  const refused = async (query: string, field: string, message?: string) => {
    const response = await ask(query);
    expect(response.status, query).toBe(422);
    const body = await json<ErrorBody>(response);
    expect(body.message).toBe('The given data was invalid.');
    expect(Object.keys(body.errors), query).toContain(field);
    if (message) expect(body.errors[field]).toContain(message);
  };

  it('refuses a missing code or country', async () => {
    await refused('country=US', 'hs');
    await refused('hs=1509', 'country');
    await refused('hs=&country=US', 'hs', 'Required.');
  });

  it('refuses what is not a code, and a code the nomenclature lacks', async () => {
    await refused('hs=olive%20oil&country=US', 'hs', 'Enter an HS code, such as 15.09.');
    await refused('hs=150&country=US', 'hs', 'Enter an HS code, such as 15.09.');
    await refused('hs=9999&country=US', 'hs', 'The nomenclature has no such code.');
    await refused('hs=999999&country=US', 'hs', 'The nomenclature has no such code.');
  });

  it('refuses a country that is not an ISO alpha-2 code, and Jordan itself', async () => {
    await refused('hs=1509&country=XX', 'country');
    await refused('hs=1509&country=USA', 'country');
    await refused('hs=1509&country=1', 'country');
    await refused('hs=1509&country=JO', 'country', 'Choose a partner country other than Jordan.');
  });

  it('refuses a 10,000-character query and odd Unicode', async () => {
    await refused(`hs=${'1'.repeat(10_000)}&country=US`, 'hs');
    await refused(`hs=1509&country=${'U'.repeat(10_000)}`, 'country');
    // A right-to-left override, a zero-width space, an emoji, a NUL, a lone surrogate.
    for (const hs of [
      '%E2%80%AE1509',
      '15%E2%80%8B09',
      '%F0%9F%AB%921509',
      '1509%00',
      '%ED%A0%80',
    ]) {
      await refused(`hs=${hs}&country=US`, 'hs');
    }
    // Full-width capitals look like US.
    await refused('hs=1509&country=%EF%BC%B5%EF%BC%B3', 'country');
  });

  it('answers the errors in Arabic for an Arabic request', async () => {
    const response = await ask('hs=9999&country=US', { 'Accept-Language': 'ar' });
    expect(response.status).toBe(422);
    const body = await json<ErrorBody>(response);
    expect(body.errors.hs).toEqual(['لا يوجد هذا الرمز في النظام المنسق.']);
  });
});

// ----- the tariff provider, through the route -----

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/uk-trade-tariff/${name}.json`, import.meta.url), 'utf8');
const ANSWERS: Record<string, string> = {
  '/api/v2/headings/1103': fixture('heading-1103'),
  '/api/v2/commodities/1103111000': fixture('commodity-1103111000'),
  '/api/v2/headings/1109': fixture('heading-1109'),
};

type Handler = (request: IncomingMessage, response: ServerResponse, path: string) => void;
const answerFixtures: Handler = (_request, response, path) => {
  const body = ANSWERS[path];
  response.writeHead(body ? 200 : 404, { 'Content-Type': 'application/json' });
  response.end(body ?? JSON.stringify({ error: '404 - Not Found' }));
};

describe('GET /api/market-access: the tariff provider (a fake UK Trade Tariff)', () => {
  let server: Server;
  let base = '';
  let handler: Handler = answerFixtures;
  const calls: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://tariff.test').pathname;
      calls.push(path);
      handler(request, response, path);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2`;
  });

  afterAll(async () => {
    api.services.tariffApi = null;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    calls.length = 0;
    handler = answerFixtures;
    api.services.cache = createMemoryCache();
    api.services.tariffApi = {
      provider: 'uk-trade-tariff',
      url: base,
      timeoutMs: 1000,
      cacheSeconds: 3600,
    };
  });

  it('adds the UK’s MFN and Jordan’s preference, with their source and the day read, to the agreement in force', async () => {
    const uk = agreementOf(await access('110311', 'GB'), UK_AGREEMENT);
    expect(uk.tariff).toEqual({
      code: '1103111000',
      mfn: { text: '223.00 GBP / 1000 kg', measure: 'Third country duty' },
      preferential: { text: '0.00 %', measure: 'Tariff preference', agreement: 'Jordan' },
      source: {
        name_en: 'UK Trade Tariff (GOV.UK)',
        name_ar: 'التعرفة التجارية للمملكة المتحدة (GOV.UK)',
        url: 'https://www.trade-tariff.service.gov.uk/commodities/1103111000',
      },
      retrieved_at: api.services.now().toISOString(),
    });
    // The UK agreement's own terms are still there: its product-specific rule (issue 46).
    expect(uk.rule_of_origin).toMatchObject({
      kind: 'product_specific',
      sets: [{ heading: 'ex Chapter 11' }],
    });
    expect(calls).toEqual(['/api/v2/headings/1103', '/api/v2/commodities/1103111000']);
  });

  it('keeps the answer in the shared cache: a second request asks the provider nothing', async () => {
    await access('1109', 'GB');
    expect(calls).toEqual(['/api/v2/headings/1109']);
    const again = agreementOf(await access('1109', 'GB'), UK_AGREEMENT);
    expect(again.tariff?.mfn?.text).toBe('428.00 GBP / 1000 kg');
    expect(calls).toHaveLength(1);
  });

  it('answers 503 with Retry-After when the provider times out', async () => {
    api.services.tariffApi = { ...api.services.tariffApi!, timeoutMs: 200 };
    // The fake never answers: the adapter's deadline ends the call.
    handler = () => undefined;
    const response = await ask('hs=1103&country=GB');
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('60');
    expect(response.headers.get('Cache-Control') ?? '').not.toMatch(/public/);
    const body = await json<ErrorBody>(response);
    expect(body.message).toBe(
      'The tariff service is not answering. Please try again in a few minutes.',
    );
  });

  it('answers 503 when the provider answers 5xx, and nothing failed is cached', async () => {
    handler = (_request, response) => {
      response.writeHead(502, { 'Content-Type': 'text/html' });
      response.end('<h1>Bad gateway</h1>');
    };
    const failed = await ask('hs=1103&country=GB', { 'Accept-Language': 'ar' });
    expect(failed.status).toBe(503);
    expect(failed.headers.get('Retry-After')).toBe('60');
    expect((await json<ErrorBody>(failed)).message).toMatch(/[\u0600-\u06ff]/);
    handler = answerFixtures;
    const answer = await access('1103', 'GB');
    expect(agreementOf(answer, UK_AGREEMENT).tariff?.code).toBe('1103111000');
  });

  it('answers without provider figures for a code the provider lacks', async () => {
    const uk = agreementOf(await access('1101', 'GB'), UK_AGREEMENT);
    expect(uk.tariff).toBeNull();
    expect(calls).toEqual(['/api/v2/headings/1101']);
  });

  it('never asks the provider for a partner it does not cover, nor for a suspended agreement only', async () => {
    handler = () => {
      throw new Error('the provider must not be asked');
    };
    expect(agreementOf(await access('1103', 'US'), US_FTA).tariff).toBeNull();
    expect(agreementOf(await access('1103', 'TR'), TURKEY_FTA).tariff).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('documents GET /api/market-access with its query, answer and errors', async () => {
    const document = await json<{
      paths: Record<string, { get?: { parameters?: { name: string }[]; responses: object } }>;
    }>(await api.request('/api/openapi.json'));
    const operation = document.paths['/api/market-access']?.get;
    expect(operation).toBeDefined();
    expect(operation!.parameters?.map((parameter) => parameter.name).sort()).toEqual([
      'country',
      'hs',
    ]);
    expect(Object.keys(operation!.responses)).toEqual(['200', '422', '503']);
  });
});
