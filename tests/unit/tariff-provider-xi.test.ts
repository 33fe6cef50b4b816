import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  TariffProviderError,
  type TariffDuties,
} from '@/features/market-access/server/tariff/tariff-provider';
import {
  EU_MEMBER_STATES,
  ukTradeTariffProvider,
} from '@/features/market-access/server/tariff/uk-trade-tariff';
import type { TariffApiSettings } from '@/lib/api/services';
import { createMemoryCache } from '@/lib/cache/shared-cache';

// Issue 46: the UK Trade Tariff provider also reads its XI service (…/xi/api/v2: the EU's tariff
// as applied in Northern Ireland) for the EU's member states — the third-country duty and the
// preference for Jordan — with the same cache, deadline and failures as for GB, against a fake on
// a local port (tests/fixtures/uk-trade-tariff/xi-*.json).

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/uk-trade-tariff/${name}.json`, import.meta.url), 'utf8');
const ANSWERS: Record<string, string> = {
  '/xi/api/v2/headings/1509': fixture('xi-heading-1509'),
  '/xi/api/v2/commodities/1509200000': fixture('xi-commodity-1509200000'),
  '/api/v2/headings/1103': fixture('heading-1103'),
  '/api/v2/commodities/1103111000': fixture('commodity-1103111000'),
};

type Handler = (response: ServerResponse, path: string) => void;
const send = (response: ServerResponse, status: number, body: string) => {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(body);
};
const answerFixtures: Handler = (response, path) => {
  const body = ANSWERS[path];
  send(response, body ? 200 : 404, body ?? JSON.stringify({ error: '404 - Not Found' }));
};

let handler: Handler = answerFixtures;
const calls: string[] = [];
let server: Server;
let base = '';
const NOW = new Date('2026-11-26T08:00:00.000Z');
let settings: TariffApiSettings;
let cache: ReturnType<typeof createMemoryCache>;

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://tariff.test').pathname;
    calls.push(path);
    handler(response, path);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  calls.length = 0;
  handler = answerFixtures;
  settings = { provider: 'uk-trade-tariff', url: base, timeoutMs: 2000, cacheSeconds: 3600 };
  cache = createMemoryCache();
});

const provider = () => ukTradeTariffProvider(settings, cache, () => NOW);

async function failureOf(hs: string, partner: string): Promise<TariffProviderError> {
  const error = await provider()
    .duties(hs, partner)
    .then(
      () => null,
      (caught: unknown) => caught,
    );
  expect(error).toBeInstanceOf(TariffProviderError);
  return error as TariffProviderError;
}

describe('the UK Trade Tariff’s XI service for the EU’s member states', () => {
  it('reads the EU’s third-country duty and Jordan’s preference from …/xi/api/v2', async () => {
    const duties = await provider().duties('150920', 'de');
    expect(duties).toEqual<TariffDuties>({
      partner: 'DE',
      code: '1509200000',
      mfn: { text: '124.50 EUR / 100 kg', measure: 'Third country duty' },
      preferential: {
        text: '0.00 EUR / 100 kg',
        measure: 'Tariff preference',
        agreement: 'Jordan',
      },
      source: {
        name_en: 'UK Trade Tariff, Northern Ireland (XI): the EU’s tariff (GOV.UK)',
        name_ar:
          'التعرفة التجارية للمملكة المتحدة، أيرلندا الشمالية (XI): تعرفة الاتحاد الأوروبي (GOV.UK)',
        url: 'https://www.trade-tariff.service.gov.uk/xi/commodities/1509200000',
      },
      retrievedAt: NOW.toISOString(),
    });
    expect(calls).toEqual(['/xi/api/v2/headings/1509', '/xi/api/v2/commodities/1509200000']);
  });

  it('covers the 27 member states; GB still reads the UK’s own tariff', async () => {
    expect(EU_MEMBER_STATES).toHaveLength(27);
    expect(provider().partners).toEqual(expect.arrayContaining([...EU_MEMBER_STATES, 'GB']));
    expect((await provider().duties('1509', 'FR'))?.code).toBe('1509200000');
    expect((await provider().duties('110311', 'GB'))?.source.url).toBe(
      'https://www.trade-tariff.service.gov.uk/commodities/1103111000',
    );
    expect(calls).toEqual([
      '/xi/api/v2/headings/1509',
      '/xi/api/v2/commodities/1509200000',
      '/api/v2/headings/1103',
      '/api/v2/commodities/1103111000',
    ]);
    // Switzerland and Norway are not in the EU: not read through XI.
    expect(await provider().duties('1509', 'CH')).toBeNull();
    expect(calls).toHaveLength(4);
  });

  it('keeps XI’s answers in the cache apart from GB’s: a second call asks nothing', async () => {
    const first = await provider().duties('150920', 'FR');
    const second = await provider().duties('150920', 'IT');
    expect(second).toEqual({ ...first, partner: 'IT' });
    expect(calls).toHaveLength(2);
    expect(cache.size()).toBe(2);
    // GB's heading 1509 is another address: the fake has none (404, no figure), cached apart.
    expect(await provider().duties('150920', 'GB')).toBeNull();
    expect(calls.at(-1)).toBe('/api/v2/headings/1509');
    expect(cache.size()).toBe(3);
  });

  it('gives up at the deadline when XI does not answer', async () => {
    settings.timeoutMs = 200;
    const held: ServerResponse[] = [];
    handler = (response) => held.push(response);
    const error = await failureOf('150920', 'DE');
    expect(error.reason).toBe('timeout');
    expect(error.address).toBe(base.replace('/api/v2', '/xi/api/v2/headings/1509'));
    for (const response of held) response.destroy();
  });

  it('fails with the status when XI answers 5xx, and caches nothing', async () => {
    handler = (response) => send(response, 503, '<html>Service unavailable</html>');
    expect(await failureOf('150920', 'NL')).toMatchObject({ reason: 'status', status: 503 });
    expect(cache.size()).toBe(0);
  });

  it('puts /xi at the end of an address without /api/v2', async () => {
    settings.url = base.replace('/api/v2', '/tariff');
    handler = (response, path) =>
      path === '/tariff/xi/headings/1509'
        ? send(response, 200, ANSWERS['/xi/api/v2/headings/1509']!)
        : answerFixtures(response, path.replace('/tariff/xi', '/xi/api/v2'));
    expect((await provider().duties('150920', 'ES'))?.code).toBe('1509200000');
    expect(calls).toEqual(['/tariff/xi/headings/1509', '/tariff/xi/commodities/1509200000']);
  });
});
