import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import type { WhereToSellAnswer } from '@/features/trade-flows/schemas';

import { json, testApiForFile } from './helpers/test-api';

// Issue 38: GET /api/where-to-sell on the project's extract (data/trade-flows/extract), which a
// test database imports on seeding. The expected figures are summed here from the extract's own
// lines, apart from the importer's code: the largest importers, their share of world imports and
// five-year growth, Jordan's exports and share, the unit value; sorting; a code with no flows; bad
// input is 422, never a 500.

const api = testApiForFile();

type ErrorBody = { message: string; errors: Record<string, string[]> };

const EXTRACT = 'data/trade-flows/extract';
const JORDAN = 400;
const USA = 842;
const SAUDI = 682;
const US_FTA = 2;

type Line = { t: number; i: number; j: number; k: string; v: number; q: number | null };

/** The extract's flows, read line by line. */
const flows: Line[] = readdirSync(EXTRACT)
  .filter((name) => name.startsWith('BACI_'))
  .flatMap((name) =>
    readFileSync(path.join(EXTRACT, name), 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => {
        const [t, i, j, k, v, q] = line.split(',').map((cell) => cell.trim());
        return {
          t: Number(t),
          i: Number(i),
          j: Number(j),
          k: k!,
          v: Number(v),
          q: q === 'NA' ? null : Number(q),
        };
      }),
  );

const sum = (lines: Line[], of: (line: Line) => number) =>
  lines.reduce((total, line) => total + of(line), 0);
const under = (code: string, year: number) =>
  flows.filter((line) => line.k.startsWith(code) && line.t === year);
const importsOf = (code: string, year: number, importer: number) =>
  sum(
    under(code, year).filter((line) => line.j === importer),
    (line) => line.v,
  ) * 1000;

const ask = (query: string) =>
  api.request(`/api/where-to-sell?${query}`, { headers: { 'Accept-Language': 'en' } });

async function whereToSell(query: string): Promise<WhereToSellAnswer> {
  const response = await ask(query);
  expect(response.status, `${query}: ${await response.clone().text()}`).toBe(200);
  return json<WhereToSellAnswer>(response);
}

describe('GET /api/where-to-sell: a product with flows', () => {
  it('ranks the importing markets by value, with world shares, from the latest year, public and cacheable', async () => {
    const response = await ask('hs=1509');
    expect(response.headers.get('Cache-Control')).toMatch(/^public, /);
    const answer = await json<WhereToSellAnswer>(response);
    expect(answer).toMatchObject({ available: true, year: 2023, growth_from: 2018, sample: true });
    expect(answer.code).toMatchObject({ code: '1509', level: 4 });
    expect(answer.source).toMatchObject({
      name: 'CEPII BACI',
      release: 'V202501',
      revision: 'HS22',
      licence: 'Etalab Open Licence 2.0',
      attribution: 'CEPII, BACI (Gaulier and Zignago, 2010)',
    });

    const world = sum(under('1509', 2023), (line) => line.v) * 1000;
    expect(answer.world!.value_usd).toBeCloseTo(world, 0);
    const values = answer.markets.map((market) => market.value_usd);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(answer.markets.map((market) => market.rank)).toEqual(
      values.map((_, index) => index + 1),
    );

    const [first] = answer.markets;
    expect(first!.country).toMatchObject({
      code: 'US',
      numeric: 840,
      name_ar: 'الولايات المتحدة الأمريكية',
    });
    expect(first!.value_usd).toBeCloseTo(importsOf('1509', 2023, USA), 0);
    expect(first!.world_share).toBeCloseTo(importsOf('1509', 2023, USA) / world, 9);
    expect(first!.agreements.map((agreement) => agreement.id)).toContain(US_FTA);
  });

  it('gives five-year growth, Jordan’s exports and share, and the unit value per tonne', async () => {
    const answer = await whereToSell('hs=150920');
    const saudi = answer.markets.find((market) => market.country.code === 'SA')!;
    const now = importsOf('150920', 2023, SAUDI);
    const then = importsOf('150920', 2018, SAUDI);
    expect(saudi.growth).toBeCloseTo((now / then) ** (1 / 5) - 1, 9);

    const jordanThere =
      sum(
        under('150920', 2023).filter((line) => line.i === JORDAN && line.j === SAUDI),
        (line) => line.v,
      ) * 1000;
    expect(jordanThere).toBeGreaterThan(0);
    expect(saudi.jordan_value_usd).toBeCloseTo(jordanThere, 0);
    expect(saudi.jordan_share).toBeCloseTo(jordanThere / now, 9);

    const weighed = under('150920', 2023).filter((line) => line.j === SAUDI && line.q !== null);
    const unitValue = (sum(weighed, (line) => line.v) * 1000) / sum(weighed, (line) => line.q!);
    expect(saudi.unit_value_usd_per_tonne).toBeCloseTo(unitValue, 6);

    const jordanWorld =
      sum(
        under('150920', 2023).filter((line) => line.i === JORDAN),
        (line) => line.v,
      ) * 1000;
    expect(answer.world!.jordan_value_usd).toBeCloseTo(jordanWorld, 0);
    expect(answer.world!.jordan_share).toBeCloseTo(jordanWorld / answer.world!.value_usd, 9);
  });

  it('sums a chapter’s subheadings, and never lists Jordan as a market', async () => {
    const chapter = await whereToSell('hs=04');
    const subheading = await whereToSell('hs=0406.90');
    expect(chapter.markets).toEqual(subheading.markets);
    expect(flows.some((line) => line.k === '040690' && line.j === JORDAN)).toBe(true);
    expect(chapter.markets.map((market) => market.country.code)).not.toContain('JO');
    expect(chapter.world!.value_usd).toBeCloseTo(
      sum(under('04', 2023), (line) => line.v) * 1000,
      0,
    );
  });

  it('sorts by growth, by Jordan’s exports and by unit value, a missing figure last', async () => {
    for (const [sort, key] of [
      ['growth', 'growth'],
      ['jordan', 'jordan_value_usd'],
      ['unit-value', 'unit_value_usd_per_tonne'],
    ] as const) {
      const answer = await whereToSell(`hs=0702&sort=${sort}`);
      expect(answer.sort).toBe(sort);
      const figures = answer.markets.map((market) => market[key]);
      const present = figures.filter((figure): figure is number => figure !== null);
      expect(present, sort).toEqual([...present].sort((a, b) => b - a));
      expect(
        figures.slice(present.length).every((figure) => figure === null),
        sort,
      ).toBe(true);
    }
  });
});

describe('GET /api/where-to-sell: no flows, bad input', () => {
  it('answers a code of the nomenclature without flows with an empty answer that says so', async () => {
    const answer = await whereToSell('hs=0901');
    expect(answer).toMatchObject({
      available: false,
      year: 2023,
      markets: [],
      world: null,
      source: null,
    });
    expect(answer.code.code).toBe('0901');
  });

  it('refuses a code that is not one, an unknown code, a long text and an unknown sort (422)', async () => {
    for (const [query, field, message] of [
      ['hs=abc', 'hs', 'Enter an HS code of 2, 4 or 6 digits, such as 15.09.'],
      ['hs=9999', 'hs', 'The nomenclature has no such code.'],
      [`hs=${'1'.repeat(10_000)}`, 'hs', null],
      ['hs=\u0000%F0%9F%92%A9', 'hs', null],
      ['hs=1509&sort=price', 'sort', null],
      ['', 'hs', 'Required.'],
    ] as const) {
      const response = await ask(query);
      expect(response.status, query.slice(0, 40)).toBe(422);
      const body = await json<ErrorBody>(response);
      expect(Object.keys(body.errors), query.slice(0, 40)).toContain(field);
      if (message) expect(body.errors[field]).toEqual([message]);
    }
  });

  it('is documented in the OpenAPI document', async () => {
    const document = await json<{ paths: Record<string, { get?: { summary?: string } }> }>(
      await api.request('/api/openapi.json'),
    );
    expect(document.paths['/api/where-to-sell']?.get?.summary).toMatch(/Where to sell/);
  });
});
