import 'server-only';

import type { StatisticsApiSettings } from '@/lib/api/services';
import type { SharedCache } from '@/lib/cache/shared-cache';
import type { Locale } from '@/lib/i18n/routing';

import type { StatisticsQuery } from '../schemas';

import type { StatisticsProvider } from './provider';
import { ProviderAnswerError, readList, readStatistic, readTree } from './provider-answers';

// The statistics provider's HTTP API (issue 26), used when STATISTA_API_KEY is set: every call
// has a deadline (STATISTA_TIMEOUT_MS, the answer's body included), its mapped answer is cached
// for STATISTA_CACHE_SECONDS under the address asked, and any failure is a ProviderError, which
// the routes answer 503 with Retry-After. The provider's contract is in docs/configuration.md.

export type ProviderFailure = 'timeout' | 'network' | 'status' | 'answer';

/** The provider could not answer: why, and the address asked (without the key). */
export class ProviderError extends Error {
  constructor(
    readonly reason: ProviderFailure,
    readonly address: string,
    readonly status?: number,
  ) {
    super(`statistics provider ${reason}${status ? ` ${status}` : ''}: ${address}`);
  }
}

const NOT_FOUND = Symbol('not found');

function addressOf(base: string, path: string, params: Record<string, string | undefined>) {
  const url = new URL(`${base.replace(/\/+$/, '')}/${path}`);
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') url.searchParams.set(name, value);
  }
  return url.toString();
}

export function httpStatisticsProvider(
  settings: StatisticsApiSettings,
  cache: SharedCache,
): StatisticsProvider {
  /** The JSON at `address`, or NOT_FOUND for a 404 when `notFoundIsAnswer`. */
  async function fetchJson(address: string, locale: Locale, notFoundIsAnswer = false) {
    let response: Response;
    try {
      response = await fetch(address, {
        headers: {
          Accept: 'application/json',
          'Accept-Language': locale,
          'x-api-key': settings.key,
        },
        signal: AbortSignal.timeout(settings.timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new ProviderError(timedOut ? 'timeout' : 'network', address);
    }
    if (notFoundIsAnswer && response.status === 404) {
      await response.body?.cancel().catch(() => undefined);
      return NOT_FOUND;
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new ProviderError('status', address, response.status);
    }
    try {
      return (await response.json()) as unknown;
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new ProviderError(timedOut ? 'timeout' : 'answer', address);
    }
  }

  /** The mapped answer of `address`, from the cache when it holds it. */
  async function cached<T>(
    address: string,
    locale: Locale,
    read: (body: unknown) => T,
    notFoundIsAnswer = false,
  ): Promise<T | null> {
    const key = `statistics:${address}`;
    const hit = await cache.get(key);
    if (hit !== null) return JSON.parse(hit) as T | null;
    const body = await fetchJson(address, locale, notFoundIsAnswer);
    let value: T | null;
    try {
      value = body === NOT_FOUND ? null : read(body);
    } catch (error) {
      if (error instanceof ProviderAnswerError) throw new ProviderError('answer', address);
      throw error;
    }
    await cache.set(key, JSON.stringify(value), settings.cacheSeconds);
    return value;
  }

  const listParams = (query: StatisticsQuery, locale: Locale) => ({
    q: query.q,
    geolocation: query.geolocation?.toString(),
    industry: query.industry?.toString(),
    lang: locale,
  });

  return {
    async list(type, query, locale) {
      const address = addressOf(settings.url, type, listParams(query, locale));
      return (await cached(address, locale, (body) => readList(body, type))) ?? [];
    },
    one(identifier, locale) {
      const path = `statistic/${encodeURIComponent(identifier)}`;
      const address = addressOf(settings.url, path, { lang: locale });
      return cached(address, locale, readStatistic, true);
    },
    async industries(locale) {
      const address = addressOf(settings.url, 'industries', { lang: locale });
      return (await cached(address, locale, readTree)) ?? [];
    },
    async geolocations(locale) {
      const address = addressOf(settings.url, 'geolocations', { lang: locale });
      return (await cached(address, locale, readTree)) ?? [];
    },
  };
}
