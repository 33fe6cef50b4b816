import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { FilterEntry, Statistic, StatisticItem } from '@/features/statistics/schemas';
import { createMemoryCache } from '@/lib/cache/shared-cache';

import { createMember, type TestMember } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';

// Issue 26 "The statistics provider adapter": with STATISTA_API_KEY set, statista/* read the
// provider's HTTP API (here a fake on a local port) with a deadline, a cache and a mapping into
// the specification's shape; a provider that fails or hangs is a 503 with Retry-After, at once.

const api = testApiForFile();
const KEY = 'test-provider-key-0001';

type Handler = (request: IncomingMessage, response: ServerResponse, url: URL) => void;
let handler: Handler = () => undefined;
const calls: { path: string; query: URLSearchParams; key: string | undefined }[] = [];
let server: Server;
let base = '';

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
};

const PROVIDER_ITEM = {
  identifier: 998877,
  title: 'Phosphate rock exports from Jordan',
  subject: 'Export value',
  date: '2024-06-30T00:00:00Z',
  publishers: [{ title: 'Provider Inc.' }],
  survey_period: '2018 to 2023',
  comment: null,
  description: 'A provider statistic.',
  image_url: 'https://cdn.provider.example/998877.png',
  premium: false,
  industries: [{ id: 50, name: 'Phosphate', parent: { id: 5, name: 'Mining', parent: null } }],
  geolocations: [{ id: 400, name: 'Jordan' }],
  chart: {
    data: {
      categories: [2021, 2022, 2023],
      series: [
        { name: 'Exports', data: [1, 2, 3] },
        { name: 'Broken', data: ['x'] },
      ],
    },
  },
  unexpected: 'ignored',
};

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://provider.test');
    calls.push({
      path: url.pathname,
      query: url.searchParams,
      key: request.headers['x-api-key'] as string | undefined,
    });
    handler(request, response, url);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  calls.length = 0;
  // A fresh cache each test, so every test sees the provider's answer of its own handler.
  api.services.cache = createMemoryCache();
  api.services.statisticsApi = { url: base, key: KEY, timeoutMs: 400, cacheSeconds: 60 };
});

async function get<T>(path: string, who: TestMember, lang = 'en') {
  const response = await api.request(`/api${path}`, {
    headers: { 'Accept-Language': lang, ...who.bearer },
  });
  return { status: response.status, headers: response.headers, body: await json<T>(response) };
}

describe('the provider adapter', () => {
  it('reads a list, sending the filters, the language and the key, mapped into the spec’s shape', async () => {
    handler = (_request, response) =>
      send(response, 200, { items: [PROVIDER_ITEM, { title: 'no identifier' }, 'junk'] });
    const member = await createMember(api);
    const { status, body } = await get<{ items: StatisticItem[] }>(
      '/statista/statistics?q=phosphate&geolocation=400&industry=5',
      member,
      'ar',
    );
    expect(status).toBe(200);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.path).toBe('/v1/statistics');
    expect(Object.fromEntries(calls[0]!.query)).toEqual({
      q: 'phosphate',
      geolocation: '400',
      industry: '5',
      lang: 'ar',
    });
    expect(calls[0]!.key).toBe(KEY);
    expect(body.items).toEqual([
      {
        identifier: '998877',
        type: 'statistics',
        title: 'Phosphate rock exports from Jordan',
        subject: 'Export value',
        date: '2024-06-30',
        publishers: [{ title: 'Provider Inc.' }],
        survey_period: '2018 to 2023',
        comment: '',
        description: 'A provider statistic.',
        image_url: 'https://cdn.provider.example/998877.png',
        premium: false,
        locked: false,
        industries: [{ id: 50, name: 'Phosphate', parents: [{ id: 5, name: 'Mining' }] }],
        geolocations: [{ id: 400, name: 'Jordan', parents: [] }],
        hs_codes: [],
      },
    ]);
  });

  it('reads one statistic with its chart, and keeps the answer in the cache', async () => {
    handler = (_request, response) => send(response, 200, PROVIDER_ITEM);
    const member = await createMember(api);
    const first = await get<Statistic>('/statista/statistic/998877', member);
    expect(first.status).toBe(200);
    expect(first.body.chart).toEqual({
      kind: 'bar',
      unit: '',
      data: {
        categories: ['2021', '2022', '2023'],
        series: [{ name: 'Exports', data: [1, 2, 3] }],
      },
    });
    expect(calls[0]!.path).toBe('/v1/statistic/998877');
    const second = await get<Statistic>('/statista/statistic/998877', member);
    expect(second.body).toEqual(first.body);
    expect(calls).toHaveLength(1);
  });

  it('applies the VIP rule to the provider’s premium items', async () => {
    handler = (_request, response) => send(response, 200, { ...PROVIDER_ITEM, premium: true });
    const member = await createMember(api);
    expect((await get('/statista/statistic/998877', member)).status).toBe(403);
    const vip = await createMember(api, { is_vip: true });
    expect((await get('/statista/statistic/998877', vip)).status).toBe(200);
  });

  it('answers 404 when the provider has no such statistic', async () => {
    handler = (_request, response) => send(response, 404, { error: 'not found' });
    const member = await createMember(api);
    expect((await get('/statista/statistic/123', member)).status).toBe(404);
  });

  it('flattens the provider’s trees into tree order, from parent chains or parent ids', async () => {
    handler = (_request, response, url) =>
      url.pathname.endsWith('/industries')
        ? send(response, 200, {
            items: [
              { id: 50, name: 'Phosphate', parent: { id: 5, name: 'Mining' } },
              { id: 51, name: 'Potash', parent_id: 5 },
            ],
          })
        : send(response, 200, { items: [{ id: 1, name: 'World' }] });
    const member = await createMember(api);
    const industries = await get<{ items: FilterEntry[] }>('/statista/industries', member);
    expect(industries.body.items).toEqual([
      { id: 5, name: 'Mining', parent_id: null, depth: 0 },
      { id: 50, name: 'Phosphate', parent_id: 5, depth: 1 },
      { id: 51, name: 'Potash', parent_id: 5, depth: 1 },
    ]);
    const geolocations = await get<{ items: FilterEntry[] }>('/statista/geolocations', member);
    expect(geolocations.body.items).toEqual([{ id: 1, name: 'World', parent_id: null, depth: 0 }]);
  });
});

describe('when the provider fails', () => {
  const expectUnavailable = async (path: string, lang = 'en') => {
    const member = await createMember(api);
    const started = performance.now();
    const answer = await get<{ message: string; errors: object }>(path, member, lang);
    const took = performance.now() - started;
    expect(answer.status).toBe(503);
    expect(answer.headers.get('Retry-After')).toBe('30');
    expect(answer.body.errors).toEqual({});
    return { ...answer, took };
  };

  it('a provider that never answers is a clear 503 after the deadline, not a hang', async () => {
    handler = () => undefined; // holds the request open
    const { body, took } = await expectUnavailable('/statista/statistics');
    expect(body.message).toBe(
      'The statistics service is not answering right now. Please try again in a few moments.',
    );
    expect(took).toBeLessThan(3000);
  });

  it('a body that stops half way times out too', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.write('{"items": [');
    };
    const { took } = await expectUnavailable('/statista/studies');
    expect(took).toBeLessThan(3000);
  });

  it('a refusal, a server error or an answer that is not the provider’s is a 503, in Arabic too', async () => {
    handler = (_request, response) => send(response, 500, { error: 'boom' });
    const arabic = await expectUnavailable('/statista/infographics', 'ar');
    expect(arabic.body.message).toBe(
      'خدمة الإحصاءات لا تستجيب الآن. يُرجى المحاولة مرة أخرى بعد قليل.',
    );
    handler = (_request, response) => send(response, 401, { error: 'bad key' });
    await expectUnavailable('/statista/geolocations');
    handler = (_request, response) => send(response, 200, '<html>not json</html>');
    await expectUnavailable('/statista/industries');
    handler = (_request, response) => send(response, 200, { data: [] });
    await expectUnavailable('/statista/statistics');
  });

  it('a provider that cannot be reached is a 503', async () => {
    api.services.statisticsApi = {
      url: 'http://127.0.0.1:9/v1',
      key: KEY,
      timeoutMs: 400,
      cacheSeconds: 60,
    };
    await expectUnavailable('/statista/statistic/1');
  });

  it('a failure is not cached: the next call asks again', async () => {
    handler = (_request, response) => send(response, 500, {});
    await expectUnavailable('/statista/statistics');
    handler = (_request, response) => send(response, 200, { items: [] });
    const member = await createMember(api);
    expect((await get('/statista/statistics', member)).status).toBe(200);
  });

  it('the data centre always reads the portal’s own statistics', async () => {
    handler = (_request, response) => send(response, 500, {});
    const member = await createMember(api);
    const answer = await get<{ items: StatisticItem[] }>('/data-centre?hs_code=3104', member);
    expect(answer.status).toBe(200);
    expect(answer.body.items.length).toBeGreaterThan(0);
    expect(calls).toHaveLength(0);
  });
});
