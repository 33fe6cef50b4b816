import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { MarketAccessAnswer } from '@/features/market-access/schemas';
import { mfnCoverage, readMfnTariff } from '@/features/market-access/server/mfn-lines';
import { createMemoryCache } from '@/lib/cache/shared-cache';
import { importTariffFile } from '@/lib/tariffs/import-tariff';

import { json, testApiForFile } from './helpers/test-api';

// Issue 46: GET /api/market-access carries the partner's general (MFN) duty from its imported
// official tariff (`mfn_tariff`): for the US, the HTS lines under the code with the general rate
// and JO's rate in the special column, the edition and the days; "not imported" before an import
// (with the command), "no line" for a code the tariff lacks, null for a partner no importable
// tariff covers; mfnCoverage for the console; the XI provider's figures on an EU partner's
// agreement; bad input a 422, never a 500.

const api = testApiForFile();
const SAMPLE = fileURLToPath(
  new URL('../fixtures/us-hts/hts_2026_revision_1_json.json', import.meta.url),
);

async function access(hs: string, country: string): Promise<MarketAccessAnswer> {
  const response = await api.request(`/api/market-access?hs=${hs}&country=${country}`, {
    headers: { 'Accept-Language': 'en' },
  });
  expect(response.status, `${hs} ${country}: ${await response.clone().text()}`).toBe(200);
  return json<MarketAccessAnswer>(response);
}

describe('the MFN duty from an imported tariff', () => {
  it('says the US tariff is not imported yet, with the command that imports it', async () => {
    const answer = await access('330499', 'US');
    expect(answer.mfn_tariff).toEqual({
      status: 'not_imported',
      partner: 'US',
      source: null,
      lines: [],
      total: 0,
      command: 'npm run data:import-tariff -- us-hts <file>',
    });
    expect(await mfnCoverage(api.db)).toEqual([]);
  });

  it('lists the imported lines under a subheading, with their rates, source and dates', async () => {
    await importTariffFile(api.db, 'us-hts', SAMPLE, { date: '2026-01-02' });
    const answer = await access('3304.99', 'us');
    expect(answer.mfn_tariff).toMatchObject({
      status: 'lines',
      partner: 'US',
      total: 2,
      source: {
        kind: 'us-hts',
        name: 'Harmonized Tariff Schedule of the United States',
        edition: '2026 Revision 1',
        url: 'https://hts.usitc.gov/',
        file_date: '2026-01-02',
        imported_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    });
    expect(answer.mfn_tariff?.lines).toEqual([
      {
        code: '33049910',
        written: '3304.99.10',
        description: 'Petroleum jelly put up for retail sale',
        context: expect.stringContaining('Beauty or make-up preparations'),
        general: 'Free',
        jordan: null,
        units: 'kg',
      },
      expect.objectContaining({ code: '33049950', description: 'Other', general: 'Free' }),
    ]);
  });

  it('gives each line Jordan’s rate from the special column: the FTA preference confirmed', async () => {
    const cotton = (await access('610910', 'US')).mfn_tariff!;
    expect(cotton.lines).toEqual([
      expect.objectContaining({ code: '61091000', general: '16.5%', jordan: 'Free' }),
    ]);
    // A heading lists every line under it.
    const olive = (await access('1509', 'US')).mfn_tariff!;
    expect(olive.lines.map((line) => [line.written, line.general, line.jordan])).toEqual([
      ['1509.20.20', '5¢/kg on contents and container', 'Free'],
      ['1509.20.40', '3.4¢/kg', 'Free'],
      ['1509.30.20', '5¢/kg on contents and container', 'Free'],
      ['1509.30.40', '3.4¢/kg', 'Free'],
    ]);
  });

  it('says "no line" for a code the imported tariff lacks, and nothing for a partner without one', async () => {
    expect((await access('0702', 'US')).mfn_tariff).toMatchObject({
      status: 'no_line',
      lines: [],
      total: 0,
      source: { edition: '2026 Revision 1' },
    });
    expect((await access('330499', 'SA')).mfn_tariff).toBeNull();
    expect(await readMfnTariff(api.db, '330499', 'GB')).toBeNull();
  });

  it('tells the console which partners and chapters have MFN lines, and from when', async () => {
    expect(await mfnCoverage(api.db)).toEqual([
      {
        kind: 'us-hts',
        partner: 'US',
        name: 'Harmonized Tariff Schedule of the United States',
        edition: '2026 Revision 1',
        url: 'https://hts.usitc.gov/',
        file_date: '2026-01-02',
        imported_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        lines: 8,
        chapters: ['15', '31', '33', '61'],
      },
    ]);
  });

  it('answers bad input with a 422, never a 500', async () => {
    for (const query of [
      'hs=abc&country=US',
      'hs=&country=US',
      'hs=3304.99&country=USA',
      'hs=3304.99&country=',
      'hs=3304.99&country=JO',
      'hs=%27%3B--&country=US',
      'hs=9999.99&country=US',
      `hs=${'1'.repeat(300)}&country=US`,
      'country=US',
    ]) {
      const response = await api.request(`/api/market-access?${query}`);
      expect(response.status, query).toBe(422);
    }
  });
});

describe('an EU partner’s agreement with the XI service’s figures', () => {
  let server: Server;
  const calls: string[] = [];
  const fixture = (name: string) =>
    readFileSync(new URL(`../fixtures/uk-trade-tariff/${name}.json`, import.meta.url), 'utf8');
  const ANSWERS: Record<string, string> = {
    '/xi/api/v2/headings/1509': fixture('xi-heading-1509'),
    '/xi/api/v2/commodities/1509200000': fixture('xi-commodity-1509200000'),
  };
  let answer = (response: ServerResponse, path: string) => {
    response.writeHead(ANSWERS[path] ? 200 : 404, { 'Content-Type': 'application/json' });
    response.end(ANSWERS[path] ?? '{}');
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://tariff.test').pathname;
      calls.push(path);
      answer(response, path);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    api.services.cache = createMemoryCache();
    api.services.tariffApi = {
      provider: 'uk-trade-tariff',
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2`,
      timeoutMs: 1000,
      cacheSeconds: 3600,
    };
  });

  afterAll(async () => {
    api.services.tariffApi = null;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('puts the EU’s third-country duty and Jordan’s preference on the EU agreement in force', async () => {
    const result = await access('150920', 'DE');
    const inForce = result.agreements.filter((item) => item.legal_status.status === 'in_force');
    expect(inForce.length).toBeGreaterThan(0);
    for (const agreement of inForce) {
      expect(agreement.tariff).toMatchObject({
        code: '1509200000',
        mfn: { text: '124.50 EUR / 100 kg' },
        preferential: { text: '0.00 EUR / 100 kg', agreement: 'Jordan' },
        source: { url: 'https://www.trade-tariff.service.gov.uk/xi/commodities/1509200000' },
      });
    }
    expect(calls).toEqual(['/xi/api/v2/headings/1509', '/xi/api/v2/commodities/1509200000']);
    expect(result.mfn_tariff).toBeNull();
  });

  it('answers 503 with Retry-After when XI answers 5xx', async () => {
    answer = (response) => {
      response.writeHead(502, { 'Content-Type': 'text/html' });
      response.end('down');
    };
    const response = await api.request('/api/market-access?hs=150930&country=FR');
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('60');
  });
});
