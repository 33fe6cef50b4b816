import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import type { Statistic, StatisticItem } from '@/features/statistics/schemas';
import { importTradeFiles } from '@/lib/trade-flows/import-trade-files';

import { createMember, type TestMember } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';

// Issue 38 "The existing interactive statistics can read the imported flows as one more
// provider": the seed's sample statistic on olive oil (1007, HS 1509) shows while only the
// project's extract is imported; once a year of CEPII's own files is, the flows take its place in
// the interactive data and the data centre (under 1007-trade, and 1007 leads there too), with BACI
// as publisher and the largest markets as its chart, in both languages.

const api = testApiForFile();
const OLIVE_OIL = '1007';
const YEAR = 2024;
let folder: string | undefined;

async function get<T>(url: string, who: TestMember, lang = 'en') {
  const response = await api.request(`/api${url}`, {
    headers: { 'Accept-Language': lang, ...who.bearer },
  });
  expect(response.status, url).toBe(200);
  return json<T>(response);
}

afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('sample statistics give way to imported flows', () => {
  it('keeps the sample figures while only the extract is imported', async () => {
    const member = await createMember(api);
    const { items } = await get<{ items: StatisticItem[] }>('/statista/statistics', member);
    expect(items.find((item) => item.identifier === OLIVE_OIL)?.publishers).toEqual([
      { title: 'Jordan Exports portal (sample data)' },
    ]);
    expect(items.some((item) => item.identifier.endsWith('-trade'))).toBe(false);
  });

  it('shows the flows of a year imported from CEPII’s files instead', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'baci-real-'));
    await writeFile(
      path.join(folder, 'country_codes_V202601.csv'),
      'country_code,country_name,country_iso2,country_iso3\n400,Jordan,JO,JOR\n' +
        '682,Saudi Arabia,SA,SAU\n842,USA,US,USA\n276,Germany,DE,DEU\n',
    );
    await writeFile(
      path.join(folder, `BACI_HS22_Y${YEAR}_V202601.csv`),
      `t,i,j,k,v,q\n${YEAR},400,682,150920,2500,300\n${YEAR},276,842,150910,9000,1000\n`,
    );
    await importTradeFiles(api.db, folder);
    const member = await createMember(api);

    const { items } = await get<{ items: StatisticItem[] }>('/statista/statistics', member);
    expect(items.some((item) => item.identifier === OLIVE_OIL)).toBe(false);
    const real = items.find((item) => item.identifier === `${OLIVE_OIL}-trade`);
    expect(real).toMatchObject({
      publishers: [{ title: 'CEPII, BACI (Gaulier and Zignago, 2010)' }],
      survey_period: String(YEAR),
      hs_codes: ['1509'],
    });
    expect(real?.title).toMatch(/^World imports of .*olive oil.*, 2024$/i);

    const english = await get<Statistic>(`/statista/statistic/${OLIVE_OIL}-trade`, member);
    expect(english.chart?.data).toEqual({
      categories: ['United States of America', 'Saudi Arabia'],
      series: [{ name: 'Imports, 2024', data: [9, 2.5] }],
    });
    const arabic = await get<Statistic>(`/statista/statistic/${OLIVE_OIL}`, member, 'ar');
    expect(arabic.identifier).toBe(`${OLIVE_OIL}-trade`);
    expect(arabic.title).toContain('الواردات العالمية');
    expect(arabic.chart?.data.series[0]?.name).toBe('الواردات، ٢٠٢٤');

    const centre = await get<{ items: StatisticItem[] }>('/data-centre?hs_code=1509', member);
    expect(centre.items.map((item) => item.identifier)).toContain(`${OLIVE_OIL}-trade`);
    expect(centre.items.map((item) => item.identifier)).not.toContain(OLIVE_OIL);
  });
});
