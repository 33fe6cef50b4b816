import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import type { MarketComparisonAnswer } from '@/features/market-comparison/schemas';
import type { HsSuccessorsAnswer } from '@/lib/hs/older-code-schemas';

import { json, testApiForFile } from './helpers/test-api';

// Issue 58: GET /api/market-comparison on the project's extract (data/trade-flows/extract), which
// a test database imports on seeding. The expected figures are summed here from the extract's own
// lines: each market's imports, five-year growth and Jordan's share; the suggested set (the three
// largest importers first); the order asked; an older code; each input error 422 in both
// languages, never a 500.

const api = testApiForFile();

type ErrorBody = { message: string; errors: Record<string, string[]> };
type Line = { t: number; i: number; j: number; k: string; v: number };

const EXTRACT = 'data/trade-flows/extract';
const JORDAN = 400;
const US_FTA = 2;

const files = readdirSync(EXTRACT);
const flows: Line[] = files
  .filter((name) => name.startsWith('BACI_'))
  .flatMap((name) =>
    readFileSync(path.join(EXTRACT, name), 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => {
        const [t, i, j, k, v] = line.split(',').map((cell) => cell.trim());
        return { t: Number(t), i: Number(i), j: Number(j), k: k!, v: Number(v) };
      }),
  );
/** BACI's code of each alpha-2, from the extract's country list. */
const baciOf = new Map(
  readFileSync(
    path.join(
      EXTRACT,
      files.find((name) => name.startsWith('country_codes'))!,
    ),
    'utf8',
  )
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','))
    .map((cells) => [cells.at(-2)!, Number(cells[0])] as const),
);
const alpha2Of = new Map([...baciOf].map(([alpha2, code]) => [code, alpha2]));

const importsOf = (code: string, year: number, importer: number, exporter?: number) =>
  flows
    .filter((line) => line.k.startsWith(code) && line.t === year && line.j === importer)
    .filter((line) => exporter === undefined || line.i === exporter)
    .reduce((total, line) => total + line.v, 0) * 1000;

const ask = (query: string, language = 'en') =>
  api.request(`/api/market-comparison?${query}`, { headers: { 'Accept-Language': language } });

async function compare(query: string): Promise<MarketComparisonAnswer> {
  const response = await ask(query);
  expect(response.status, `${query}: ${await response.clone().text()}`).toBe(200);
  return json<MarketComparisonAnswer>(response);
}

describe('GET /api/market-comparison: markets named', () => {
  it('gives each market’s imports, growth and Jordan’s share from the imported flows, public and cacheable', async () => {
    const response = await ask('hs=150920&countries=sa,US');
    expect(response.headers.get('Cache-Control')).toMatch(/^public, /);
    const answer = await json<MarketComparisonAnswer>(response);
    expect(answer).toMatchObject({
      suggested: false,
      sort: 'imports',
      year: 2023,
      growth_from: 2018,
      sample: true,
    });
    expect(answer.source).toMatchObject({ name: 'CEPII BACI', release: 'V202501' });
    expect(answer.code).toMatchObject({ code: '150920', level: 6 });
    expect(answer.markets.map((market) => market.country.code).sort()).toEqual(['SA', 'US']);
    for (const market of answer.markets) {
      const baci = baciOf.get(market.country.code)!;
      const now = importsOf('150920', 2023, baci);
      const then = importsOf('150920', 2018, baci);
      const jordan = importsOf('150920', 2023, baci, JORDAN);
      expect(market.imports_usd).toBeCloseTo(now, 0);
      expect(market.growth).toBeCloseTo((now / then) ** (1 / 5) - 1, 9);
      expect(market.jordan_exports_usd).toBeCloseTo(jordan, 0);
      expect(market.jordan_share).toBeCloseTo(jordan / now, 9);
      expect(market).toHaveProperty('gdp_usd');
      expect(market).toHaveProperty('tax');
    }
    const imports = answer.markets.map((market) => market.imports_usd!);
    expect(imports).toEqual([...imports].sort((a, b) => b - a));
    const us = answer.markets.find((market) => market.country.code === 'US')!;
    expect(us.country.name_ar).toBe('الولايات المتحدة الأمريكية');
    expect(us.agreements.map((agreement) => agreement.id)).toContain(US_FTA);
  });

  it('gives GDP, population, GDP per capita and the tax rate from the imported indicator files', async () => {
    // The latest year of each file for the market (World Bank via datasets/gdp and
    // datasets/population, the tax file with staff's corrections), read from the shipped copies.
    const latest = (file: string, iso3: string) => {
      const rows = readFileSync(`data/market-indicators/${file}`, 'utf8')
        .split('\n')
        .map((line) => line.split(','))
        .filter((cells) => cells.at(-3) === iso3);
      const last = rows.at(-1)!;
      return { year: Number(last.at(-2)), value: Number(last.at(-1)) };
    };
    const answer = await json<MarketComparisonAnswer>(await ask('hs=150920&countries=SA,BH'));
    const saudi = answer.markets.find((market) => market.country.code === 'SA')!;
    const gdp = latest('gdp.csv', 'SAU');
    const people = latest('population.csv', 'SAU');
    expect(saudi.gdp_usd).toMatchObject({ year: gdp.year });
    expect(saudi.gdp_usd!.value).toBeCloseTo(gdp.value, 0);
    expect(saudi.population).toMatchObject({ year: people.year, value: people.value });
    expect(saudi.gdp_usd!.source.licence).toMatch(/PDDL/);
    // Per capita: GDP over the population of the same year (2023, GDP's latest).
    const people2023 = readFileSync('data/market-indicators/population.csv', 'utf8')
      .split('\n')
      .find((line) => line.includes(',SAU,2023,'))!;
    expect(saudi.gdp_per_capita_usd!.year).toBe(2023);
    expect(saudi.gdp_per_capita_usd!.value).toBeCloseTo(
      gdp.value / Number(people2023.split(',')[3]),
      2,
    );
    const taxes = JSON.parse(readFileSync('data/market-indicators/sales-tax-rates.json', 'utf8'));
    expect(saudi.tax).toMatchObject({ kind: 'vat', rate: taxes.SA.rate, corrected: false });
    // Bahrain: the file's 5 % corrected by staff's row to 10 % (since 1 January 2022).
    const bahrain = answer.markets.find((market) => market.country.code === 'BH')!;
    expect(taxes.BH.rate).toBe(0.05);
    expect(bahrain.tax).toMatchObject({ kind: 'vat', rate: 0.1, corrected: true });
  });

  it('sorts by the column asked, a missing figure last', async () => {
    const answer = await compare('hs=0702&countries=US,SA,DE,FR,GB,AE&sort=growth');
    expect(answer.sort).toBe('growth');
    const growth = answer.markets.map((market) => market.growth);
    const present = growth.filter((figure): figure is number => figure !== null);
    expect(present).toEqual([...present].sort((a, b) => b - a));
    expect(growth.slice(present.length).every((figure) => figure === null)).toBe(true);
  });

  it('answers a market without flows of the product with zero imports and no share', async () => {
    const answer = await compare('hs=0901&countries=SA');
    expect(answer.markets[0]).toMatchObject({
      imports_usd: 0,
      growth: null,
      jordan_exports_usd: 0,
      jordan_share: null,
    });
  });
});

describe('GET /api/market-comparison: the suggested set', () => {
  it('starts with the three largest importers, never Jordan, at most six', async () => {
    const answer = await compare('hs=1509');
    expect(answer.suggested).toBe(true);
    const importers = [...new Set(flows.filter((line) => line.t === 2023).map((line) => line.j))]
      .filter((code) => code !== JORDAN && alpha2Of.get(code))
      .map((code) => ({ code: alpha2Of.get(code)!, value: importsOf('1509', 2023, code) }))
      .filter((market) => market.value > 0)
      .sort((a, b) => b.value - a.value);
    const codes = answer.markets.map((market) => market.country.code);
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.length).toBeLessThanOrEqual(6);
    expect(codes).not.toContain('JO');
    for (const market of importers.slice(0, 3)) expect(codes).toContain(market.code);
  });
});

describe('GET /api/market-comparison: older codes and bad input', () => {
  it('answers an older code with one successor for that successor, saying what was asked', async () => {
    const answer = await compare('hs=3002.20&countries=US');
    expect(answer.code.code).toBe('300241');
    expect((answer as unknown as { requested: unknown }).requested).toEqual({
      code: '300220',
      edition: 2017,
    });
  });

  it('lists an older code’s several successors (200, never 422)', async () => {
    const response = await ask('hs=1509.10&countries=US');
    expect(response.status).toBe(200);
    const answer = await json<HsSuccessorsAnswer>(response);
    expect(answer.successors.map((item) => item.code)).toEqual(['150920', '150930', '150940']);
  });

  it('refuses a bad code, an unknown country, Jordan and more than six, by field, in both languages', async () => {
    for (const [query, field, en, ar] of [
      [
        'hs=abc',
        'hs',
        'Enter an HS code, such as 15.09.',
        'أدخل رمزاً من رموز النظام المنسق، مثل ١٥٫٠٩.',
      ],
      [
        'hs=9999',
        'hs',
        'The nomenclature has no such code.',
        'لا يوجد هذا الرمز في النظام المنسق.',
      ],
      [
        'hs=1509&countries=SA,XX',
        'countries',
        'Write each market as its two-letter country code, such as SA or US.',
        'اكتب كل سوق برمز بلدها المكوّن من حرفين، مثل SA أو US.',
      ],
      [
        'hs=1509&countries=JO,SA',
        'countries',
        'Jordan is the exporter here: choose other markets.',
        'الأردن هو البلد المصدّر هنا: اختر أسواقاً أخرى.',
      ],
      [
        'hs=1509&countries=SA,US,DE,FR,GB,AE,EG',
        'countries',
        'Compare at most six markets at once.',
        'قارن ست أسواق على الأكثر في المرة الواحدة.',
      ],
    ] as const) {
      for (const [language, message] of [
        ['en', en],
        ['ar', ar],
      ] as const) {
        const response = await ask(query, language);
        expect(response.status, `${query} ${language}`).toBe(422);
        const body = await json<ErrorBody>(response);
        expect(body.errors[field], `${query} ${language}`).toEqual([message]);
      }
    }
  });

  it('never answers 500 on odd input', async () => {
    for (const query of [
      `hs=1509&countries=${'A,'.repeat(500)}`,
      'hs=1509&sort=price',
      'hs=%00',
      '',
      'hs=1509&countries=%F0%9F%92%A9',
    ]) {
      expect((await ask(query)).status, query.slice(0, 40)).toBe(422);
    }
  });

  it('is documented in the OpenAPI document', async () => {
    const document = await json<{ paths: Record<string, { get?: { summary?: string } }> }>(
      await api.request('/api/openapi.json'),
    );
    expect(document.paths['/api/market-comparison']?.get?.summary).toMatch(/Compare markets/);
  });
});
