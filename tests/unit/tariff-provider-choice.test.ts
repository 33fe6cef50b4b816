import { Hono } from 'hono';
import type { Logger } from 'pino';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { TARIFF_RETRY_SECONDS } from '@/features/market-access/constants';
import {
  fromTariffProvider,
  tariffProviderOf,
} from '@/features/market-access/server/tariff/choose-tariff-provider';
import type { TariffDuties } from '@/features/market-access/server/tariff/tariff-provider';
import { handleError } from '@/lib/api/handle-errors';
import type { AppEnv } from '@/lib/api/types';
import { ConfigError, parseConfig } from '@/lib/config';

import { NOW, providerOn, send, startFakeTariff } from './helpers/fake-uk-tariff';

// Issue 37: the tariff provider chosen from the settings (TARIFF_*), and the routes' way of asking
// it (fromTariffProvider): a failure answered 503 with Retry-After in the request's language. The
// adapter itself: tariff-provider.test.ts.

const fake = startFakeTariff();

describe('choosing the provider', () => {
  it('is none without fake.settings, and the UK adapter with them', async () => {
    expect(tariffProviderOf({ tariffApi: null, now: () => NOW })).toBeNull();
    expect(tariffProviderOf({ now: () => NOW })).toBeNull();
    const chosen = tariffProviderOf({
      tariffApi: fake.settings,
      cache: fake.cache,
      now: () => NOW,
    });
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
      c.json(await fromTariffProvider(c, () => providerOn(fake).duties(c.req.param('hs'), 'GB'))),
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
    fake.handler = (_request, response) => send(response, 500, 'down');
    const response = await appAsking('en').request('/duties/110311');
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe(String(TARIFF_RETRY_SECONDS));
    expect(await response.json()).toEqual({
      message: 'The tariff service is not answering. Please try again in a few minutes.',
      errors: {},
      request_id: 'test-request',
    });
    expect(warn).toHaveBeenCalledWith(
      { reason: 'status', status: 500, address: `${fake.base}/headings/1103` },
      'tariff provider failed',
    );

    const arabic = await appAsking('ar').request('/duties/110311');
    expect(arabic.status).toBe(503);
    expect(((await arabic.json()) as { message: string }).message).toBe(
      'خدمة التعرفة الجمركية لا تستجيب حالياً. يرجى المحاولة بعد بضع دقائق.',
    );
  });
});
