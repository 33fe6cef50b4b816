import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, beforeEach, expect } from 'vitest';

import { TariffProviderError } from '@/features/market-access/server/tariff/tariff-provider';
import { ukTradeTariffProvider } from '@/features/market-access/server/tariff/uk-trade-tariff';
import type { TariffApiSettings } from '@/lib/api/services';
import { createMemoryCache } from '@/lib/cache/shared-cache';

// A fake of the UK Trade Tariff's public API on a local port, answering in the API's JSON:API shape
// (tests/fixtures/uk-trade-tariff), for the tariff provider's tests.

const fixture = (name: string) =>
  readFileSync(new URL(`../../fixtures/uk-trade-tariff/${name}.json`, import.meta.url), 'utf8');
export const ANSWERS: Record<string, string> = {
  '/api/v2/headings/1103': fixture('heading-1103'),
  '/api/v2/commodities/1103111000': fixture('commodity-1103111000'),
  '/api/v2/headings/1109': fixture('heading-1109'),
};

export type Handler = (request: IncomingMessage, response: ServerResponse, path: string) => void;
export const send = (response: ServerResponse, status: number, body: string) => {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(body);
};
/** The fake's usual behaviour: the fixture of the path asked, else the API's 404. */
export const answerFixtures: Handler = (_request, response, path) => {
  const body = ANSWERS[path];
  if (body) send(response, 200, body);
  else send(response, 404, JSON.stringify({ error: '404 - Not Found' }));
};

export const NOW = new Date('2025-03-04T05:06:07.000Z');

export type FakeTariff = {
  /** How the fake answers; each test starts with the fixtures. */
  handler: Handler;
  /** The requests the fake received in this test. */
  calls: { path: string; accept: string | undefined }[];
  /** The fake's API address (…/api/v2). */
  base: string;
  settings: TariffApiSettings;
  cache: ReturnType<typeof createMemoryCache>;
};

/** The fake, started for the calling test file and reset before each of its tests. */
export function startFakeTariff(): FakeTariff {
  const fake = { handler: answerFixtures, calls: [], base: '' } as unknown as FakeTariff;
  let server: Server;
  beforeAll(async () => {
    server = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://tariff.test').pathname;
      fake.calls.push({ path, accept: request.headers.accept });
      fake.handler(request, response, path);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    fake.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    fake.calls = [];
    fake.handler = answerFixtures;
    fake.settings = {
      provider: 'uk-trade-tariff',
      url: fake.base,
      timeoutMs: 2000,
      cacheSeconds: 3600,
    };
    fake.cache = createMemoryCache();
  });
  return fake;
}

/** The UK adapter on the fake's current settings and cache. */
export const providerOn = (fake: FakeTariff) =>
  ukTradeTariffProvider(fake.settings, fake.cache, () => NOW);

/** The provider's error for `hs`, failing the test when it answers. */
export async function failureOn(fake: FakeTariff, hs: string): Promise<TariffProviderError> {
  const error = await providerOn(fake)
    .duties(hs, 'GB')
    .then(
      () => null,
      (caught: unknown) => caught,
    );
  expect(error).toBeInstanceOf(TariffProviderError);
  return error as TariffProviderError;
}
