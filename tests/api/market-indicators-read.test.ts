import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { marketIndicatorsSchema } from '@/features/market-indicators/indicator-schemas';
import {
  readDinarRate,
  readMarketIndicators,
} from '@/features/market-indicators/server/read-indicators';

import { testApiForFile } from './helpers/test-api';

// Issue 58: the indicators the landed cost and the comparison read, against the shipped files the
// seed imports (data/market-indicators/): each figure equals the file's row, with its source.

const api = testApiForFile();

/** The last cell of the file's line that begins with `start`, as a number. */
function fileValue(file: string, start: string): number {
  const text = readFileSync(`data/market-indicators/${file}`, 'utf8');
  const line = text.split(/\r?\n/).find((row) => row.startsWith(start));
  if (!line) throw new Error(`${start} is not in ${file}`);
  return Number(line.split(',').at(-1));
}

describe('readMarketIndicators', () => {
  it("gives a country's latest GDP and population as the files state them, and GDP per head", async () => {
    const found = await readMarketIndicators(api.db, ['DE', 'JO']);
    const germany = found.get('DE')!;
    expect(marketIndicatorsSchema.parse(germany)).toEqual(germany);
    expect(germany.gdp_usd).toMatchObject({
      year: 2023,
      value: fileValue('gdp.csv', 'Germany,DEU,2023,'),
    });
    expect(germany.gdp_usd?.source).toMatchObject({
      url: 'https://data.worldbank.org/indicator/NY.GDP.MKTP.CD',
      licence: 'ODC Public Domain Dedication and Licence (PDDL) 1.0',
      date: '2026-03-20',
    });
    expect(germany.population).toMatchObject({
      year: 2024,
      value: fileValue('population.csv', 'Germany,DEU,2024,'),
    });
    // Per head: the latest year with both figures (2023: GDP stops there).
    expect(germany.gdp_per_capita_usd?.year).toBe(2023);
    expect(germany.gdp_per_capita_usd?.value).toBeCloseTo(
      fileValue('gdp.csv', 'Germany,DEU,2023,') / fileValue('population.csv', 'Germany,DEU,2023,'),
      6,
    );
    expect(found.get('JO')?.population?.value).toBe(
      fileValue('population.csv', 'Jordan,JOR,2024,'),
    );
  });

  it("takes a month's exchange rate from the file's row, the latest month by default", async () => {
    const latest = (await readMarketIndicators(api.db, ['DE'])).get('DE')!.currency;
    expect(latest).toMatchObject({
      currency: 'EUR',
      per_usd: fileValue('exchange-rates-monthly.csv', '2026-06-01,Euro,'),
      date: '2026-06-01',
      basis: 'market',
    });
    expect(latest?.source?.name_en).toContain('FRED');
    const march = (await readMarketIndicators(api.db, ['JP'], { month: '2025-03' })).get('JP');
    expect(march?.currency).toMatchObject({
      currency: 'JPY',
      per_usd: fileValue('exchange-rates-monthly.csv', '2025-03-01,Japan,'),
      date: '2025-03-01',
    });
    const pound = (await readMarketIndicators(api.db, ['GB'], { month: '2026-05' })).get('GB');
    expect(pound?.currency?.per_usd).toBe(
      fileValue('exchange-rates-monthly.csv', '2026-05-01,United Kingdom,'),
    );
  });

  it('gives the pegged currencies their central bank’s rate, and no rate where none is known', async () => {
    const found = await readMarketIndicators(api.db, ['JO', 'SA', 'AE', 'IQ', 'EG', 'US']);
    expect(found.get('JO')?.currency).toMatchObject({
      currency: 'JOD',
      per_usd: 0.709,
      basis: 'peg',
    });
    expect(found.get('JO')?.currency?.source).toMatchObject({
      url: 'https://www.cbj.gov.jo/',
      checked_on: '2026-11-27',
    });
    expect(found.get('SA')?.currency?.per_usd).toBe(3.75);
    expect(found.get('AE')?.currency?.per_usd).toBe(3.6725);
    expect(found.get('IQ')?.currency).toEqual({
      currency: 'IQD',
      per_usd: null,
      date: null,
      basis: null,
      source: null,
    });
    expect(found.get('EG')?.currency).toMatchObject({ currency: 'EGP', per_usd: null });
    expect(found.get('US')?.currency).toMatchObject({ currency: 'USD', per_usd: 1 });
  });

  it("puts staff's corrections over the tax file, and says when a rate is unknown", async () => {
    const found = await readMarketIndicators(api.db, ['BH', 'KW', 'QA', 'JO', 'IQ', 'US']);
    expect(found.get('BH')?.tax).toMatchObject({ kind: 'vat', rate: 0.1, corrected: true });
    expect(found.get('BH')?.tax?.source).toMatchObject({
      url: 'https://www.nbr.gov.bh/',
      date: '2022-01-01',
      checked_on: '2026-11-27',
    });
    expect(found.get('KW')?.tax).toMatchObject({ kind: 'none', rate: 0, corrected: true });
    expect(found.get('QA')?.tax).toMatchObject({ kind: 'none', rate: 0, corrected: true });
    expect(found.get('JO')?.tax).toMatchObject({ kind: 'vat', rate: 0.16, corrected: false });
    expect(found.get('JO')?.tax?.source.licence).toBe('MIT');
    expect(found.get('IQ')?.tax).toBeNull();
    expect(found.get('US')?.tax?.note_en).toContain('state');
  });

  it('answers every market asked for, an unknown one with nothing known', async () => {
    const found = await readMarketIndicators(api.db, ['AQ', 'de']);
    expect(found.get('AQ')).toEqual({
      country: 'AQ',
      gdp_usd: null,
      population: null,
      gdp_per_capita_usd: null,
      tax: null,
      currency: null,
    });
    expect(found.get('de')?.country).toBe('DE');
    expect((await readMarketIndicators(api.db, [])).size).toBe(0);
  });
});

describe('readDinarRate', () => {
  it("is the Central Bank of Jordan's peg", async () => {
    expect(await readDinarRate(api.db)).toMatchObject({
      currency: 'JOD',
      per_usd: 0.709,
      basis: 'peg',
      source: { name_en: 'Central Bank of Jordan', url: 'https://www.cbj.gov.jo/' },
    });
  });
});

describe('GET /api/market-indicators/datasets', () => {
  it('lists the datasets imported with their source, licence and dates, to anyone', async () => {
    const response = await api.request('/api/market-indicators/datasets');
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, unknown>[] };
    expect(data.map((row) => [row.dataset, row.licence_url])).toEqual([
      ['exchange-rates-monthly', 'https://opendatacommons.org/licenses/pddl/1-0/'],
      ['exchange-rates-yearly', 'https://opendatacommons.org/licenses/pddl/1-0/'],
      ['gdp', 'https://opendatacommons.org/licenses/pddl/1-0/'],
      ['population', 'https://opendatacommons.org/licenses/pddl/1-0/'],
      ['sales-tax-rates', 'https://opensource.org/license/mit'],
    ]);
    expect(data[2]).toMatchObject({
      source_date: '2026-03-20',
      checked_on: '2026-11-27',
      file_name: 'gdp.csv',
    });
    expect(Number(data[2]!.rows)).toBeGreaterThan(4000);
  });
});
