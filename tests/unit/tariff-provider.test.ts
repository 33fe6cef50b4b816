import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { Hono } from 'hono';
import type { Logger } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { TARIFF_RETRY_SECONDS } from '@/features/market-access/constants';
import {
  fromTariffProvider,
  tariffProviderOf,
} from '@/features/market-access/server/tariff/choose-tariff-provider';
import {
  TariffProviderError,
  type TariffDuties,
} from '@/features/market-access/server/tariff/tariff-provider';
import { ukTradeTariffProvider } from '@/features/market-access/server/tariff/uk-trade-tariff';
import { handleError } from '@/lib/api/handle-errors';
import type { TariffApiSettings } from '@/lib/api/services';
import type { AppEnv } from '@/lib/api/types';
import { createMemoryCache } from '@/lib/cache/shared-cache';
import { ConfigError, parseConfig } from '@/lib/config';

// Issue 37 "market access for a product and a partner": the tariff provider adapter for the UK
// Trade Tariff's public API (TARIFF_PROVIDER=uk-trade-tariff), against a fake of it on a local port
// answering in the API's JSON:API shape (tests/fixtures/uk-trade-tariff): the 10-digit commodity
// chosen under an HS code, the MFN and Jordan's preference read, a deadline, a cache, and every
// failure a TariffProviderError that the routes answer 503 with Retry-After.

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/uk-trade-tariff/${name}.json`, import.meta.url), 'utf8');
const ANSWERS: Record<string, string> = {
  '/api/v2/headings/1103': fixture('heading-1103'),
  '/api/v2/commodities/1103111000': fixture('commodity-1103111000'),
  '/api/v2/headings/1109': fixture('heading-1109'),
};

type Handler = (request: IncomingMessage, response: ServerResponse, path: string) => void;
const send = (response: ServerResponse, status: number, body: string) => {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(body);
};
/** The fake's usual behaviour: the fixture of the path asked, else the API's 404. */
const answerFixtures: Handler = (_request, response, path) => {
  const body = ANSWERS[path];
  if (body) send(response, 200, body);
  else send(response, 404, JSON.stringify({ error: '404 - Not Found' }));
};

let handler: Handler = answerFixtures;
const calls: { path: string; accept: string | undefined }[] = [];
let server: Server;
let base = '';
const NOW = new Date('2025-03-04T05:06:07.000Z');

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://tariff.test').pathname;
    calls.push({ path, accept: request.headers.accept });
    handler(request, response, path);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let settings: TariffApiSettings;
let cache: ReturnType<typeof createMemoryCache>;

beforeEach(() => {
  calls.length = 0;
  handler = answerFixtures;
  settings = { provider: 'uk-trade-tariff', url: base, timeoutMs: 2000, cacheSeconds: 3600 };
  cache = createMemoryCache();
});

const provider = () => ukTradeTariffProvider(settings, cache, () => NOW);

/** The provider's error for `hs`, failing the test when it answers. */
async function failureOf(hs: string): Promise<TariffProviderError> {
  const error = await provider()
    .duties(hs, 'GB')
    .then(
      () => null,
      (caught: unknown) => caught,
    );
  expect(error).toBeInstanceOf(TariffProviderError);
  return error as TariffProviderError;
}

describe('the UK Trade Tariff adapter', () => {
  it('reads the MFN and the Jordanian preference of the first declarable commodity of a subheading', async () => {
    const duties = await provider().duties('110311', 'GB');
    expect(duties).toEqual<TariffDuties>({
      partner: 'GB',
      code: '1103111000',
      mfn: { text: '223.00 GBP / 1000 kg', measure: 'Third country duty' },
      // The preference given to the UK-Canada group (GB only) is not Jordan's.
      preferential: { text: '0.00 %', measure: 'Tariff preference', agreement: 'Jordan' },
      source: {
        name_en: 'UK Trade Tariff (GOV.UK)',
        name_ar: 'التعرفة التجارية للمملكة المتحدة (GOV.UK)',
        url: 'https://www.trade-tariff.service.gov.uk/commodities/1103111000',
      },
      retrievedAt: NOW.toISOString(),
    });
    expect(calls.map((call) => call.path)).toEqual([
      '/api/v2/headings/1103',
      '/api/v2/commodities/1103111000',
    ]);
    expect(calls[0]!.accept).toBe('application/json');
  });

  it('takes the first declarable commodity of a heading, and a 10-digit code as it is', async () => {
    expect((await provider().duties('1103', 'gb'))?.code).toBe('1103111000');
    // The fake has no answer for it: the tariff's 404 is null, after asking for that very code.
    expect(await provider().duties('1103119000', 'GB')).toBeNull();
    expect(calls.at(-1)?.path).toBe('/api/v2/commodities/1103119000');
    // A subheading padded with zeros names the same node.
    expect((await provider().duties('1103110000', 'GB'))?.code).toBe('1103111000');
  });

  it('reads a heading without subdivisions from its own answer, through a group with Jordan', async () => {
    const duties = await provider().duties('1109', 'GB');
    expect(duties).toMatchObject({
      code: '1109000000',
      mfn: { text: '428.00 GBP / 1000 kg', measure: 'Third country duty' },
      // The group whose measure excludes Jordan is passed over.
      preferential: {
        text: '0.00 % + 2.50 GBP / 100 kg',
        measure: 'Tariff preference',
        agreement: 'Test group including Jordan',
      },
      source: { url: 'https://www.trade-tariff.service.gov.uk/headings/1109' },
    });
    expect(calls.map((call) => call.path)).toEqual(['/api/v2/headings/1109']);
  });

  it('covers the UK and, through XI, the EU’s member states: another partner is null without a call', async () => {
    expect(provider().partners).toHaveLength(28);
    expect(provider().partners).toEqual(expect.arrayContaining(['GB', 'DE', 'FR']));
    expect(await provider().duties('110311', 'US')).toBeNull();
    expect(await provider().duties('110311', 'JO')).toBeNull();
    expect(await provider().duties('11', 'GB')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('answers null for a code the tariff does not know, and keeps that answer', async () => {
    expect(await provider().duties('9999', 'GB')).toBeNull();
    // A subheading the heading does not have: no commodity is asked for.
    expect(await provider().duties('110320', 'GB')).toBeNull();
    expect(calls.map((call) => call.path)).toEqual([
      '/api/v2/headings/9999',
      '/api/v2/headings/1103',
    ]);
    expect(await provider().duties('999999', 'GB')).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('keeps an answer in the cache: a second call does not reach the API', async () => {
    const first = await provider().duties('110311', 'GB');
    expect(calls).toHaveLength(2);
    const second = await provider().duties('110311', 'GB');
    expect(second).toEqual(first);
    expect(calls).toHaveLength(2);
    expect(cache.size()).toBe(2);
  });

  it('gives up at the deadline when the API does not answer', async () => {
    settings.timeoutMs = 200;
    const held: ServerResponse[] = [];
    handler = (_request, response) => held.push(response);
    const error = await failureOf('110311');
    expect(error.reason).toBe('timeout');
    expect(error.address).toBe(`${base}/headings/1103`);
    for (const response of held) response.destroy();
  });

  it('gives up at the deadline when the body does not come (the body is within the deadline)', async () => {
    settings.timeoutMs = 200;
    const held: ServerResponse[] = [];
    handler = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.write('{"data":');
      held.push(response);
    };
    expect((await failureOf('110311')).reason).toBe('timeout');
    for (const response of held) response.destroy();
  });

  it('fails with the status when the API answers 5xx', async () => {
    handler = (_request, response) => send(response, 502, '<html>Bad gateway</html>');
    const error = await failureOf('110311');
    expect(error).toMatchObject({ reason: 'status', status: 502 });
    expect(cache.size()).toBe(0);
  });

  it('fails when the answer does not parse or is not the API’s shape', async () => {
    handler = (_request, response) => send(response, 200, '<html>maintenance</html>');
    expect(await failureOf('110311')).toMatchObject({ reason: 'answer', status: 200 });
    handler = (_request, response) => send(response, 200, JSON.stringify({ data: null }));
    expect((await failureOf('110311')).reason).toBe('answer');
    // Still JSON:API, but a heading where a commodity was asked: the heading's answer is kept.
    handler = (request, response, path) =>
      path.includes('commodities')
        ? send(response, 200, ANSWERS['/api/v2/headings/1103']!)
        : answerFixtures(request, response, path);
    const error = await failureOf('110311');
    expect(error).toMatchObject({ reason: 'answer', address: `${base}/commodities/1103111000` });
    expect(cache.size()).toBe(1);
    // A duty without its text.
    handler = (request, response, path) =>
      path.includes('commodities')
        ? send(
            response,
            200,
            ANSWERS[path]!.replaceAll('"base": "223.00 GBP / 1000 kg"', '"base": 223'),
          )
        : answerFixtures(request, response, path);
    expect((await failureOf('110311')).reason).toBe('answer');
  });

  it('refuses a redirect', async () => {
    handler = (_request, response) => {
      response.writeHead(301, { Location: '/api/v2/headings/1109' });
      response.end();
    };
    expect((await failureOf('1109000000')).reason).toBe('network');
  });

  it('fails with network when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    settings.url = `http://127.0.0.1:${port}/api/v2`;
    expect((await failureOf('110311')).reason).toBe('network');
  });
});

describe('choosing the provider', () => {
  it('is none without settings, and the UK adapter with them', async () => {
    expect(tariffProviderOf({ tariffApi: null, now: () => NOW })).toBeNull();
    expect(tariffProviderOf({ now: () => NOW })).toBeNull();
    const chosen = tariffProviderOf({ tariffApi: settings, cache, now: () => NOW });
    expect(chosen?.partners).toContain('GB');
    expect((await chosen!.duties('110311', 'GB'))?.retrievedAt).toBe(NOW.toISOString());
  });

  it('reads TARIFF_* from the environment, and refuses an unknown provider', () => {
    expect(parseConfig({})).toMatchObject({
      TARIFF_API_URL: 'https://www.trade-tariff.service.gov.uk/api/v2',
      TARIFF_TIMEOUT_MS: 4000,
      TARIFF_CACHE_SECONDS: 86_400,
    });
    expect(parseConfig({}).TARIFF_PROVIDER).toBeUndefined();
    expect(parseConfig({ TARIFF_PROVIDER: '' }).TARIFF_PROVIDER).toBeUndefined();
    expect(
      parseConfig({ TARIFF_PROVIDER: 'uk-trade-tariff', TARIFF_API_URL: 'http://127.0.0.1:9/v2' }),
    ).toMatchObject({
      TARIFF_PROVIDER: 'uk-trade-tariff',
      TARIFF_API_URL: 'http://127.0.0.1:9/v2',
    });
    expect(() => parseConfig({ TARIFF_PROVIDER: 'wto' })).toThrow(ConfigError);
    expect(() => parseConfig({ TARIFF_PROVIDER: 'wto' })).toThrow(
      /TARIFF_PROVIDER: must be uk-trade-tariff/,
    );
    expect(() => parseConfig({ TARIFF_API_URL: 'ftp://x' })).toThrow(/TARIFF_API_URL/);
    expect(() => parseConfig({ TARIFF_TIMEOUT_MS: '5' })).toThrow(/TARIFF_TIMEOUT_MS/);
  });
});

describe('fromTariffProvider', () => {
  const warn = vi.fn();

  /** A one-route app asking the provider through fromTariffProvider, with the API's error handler. */
  function appAsking(locale: 'en' | 'ar') {
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set('locale', locale);
      c.set('requestId', 'test-request');
      c.set('log', { warn } as unknown as Logger);
      await next();
    });
    app.get('/duties/:hs', async (c) =>
      c.json(await fromTariffProvider(c, () => provider().duties(c.req.param('hs'), 'GB'))),
    );
    app.onError(handleError);
    return app;
  }

  beforeEach(() => warn.mockClear());

  it('passes the provider’s answer through', async () => {
    const response = await appAsking('en').request('/duties/110311');
    expect(response.status).toBe(200);
    expect(((await response.json()) as TariffDuties).code).toBe('1103111000');
    expect(warn).not.toHaveBeenCalled();
  });

  it('answers 503 with Retry-After in the request’s language, and logs the cause', async () => {
    handler = (_request, response) => send(response, 500, 'down');
    const response = await appAsking('en').request('/duties/110311');
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe(String(TARIFF_RETRY_SECONDS));
    expect(await response.json()).toEqual({
      message: 'The tariff service is not answering. Please try again in a few minutes.',
      errors: {},
      request_id: 'test-request',
    });
    expect(warn).toHaveBeenCalledWith(
      { reason: 'status', status: 500, address: `${base}/headings/1103` },
      'tariff provider failed',
    );

    const arabic = await appAsking('ar').request('/duties/110311');
    expect(arabic.status).toBe(503);
    expect(((await arabic.json()) as { message: string }).message).toBe(
      'خدمة التعرفة الجمركية لا تستجيب حالياً. يرجى المحاولة بعد بضع دقائق.',
    );
  });
});
