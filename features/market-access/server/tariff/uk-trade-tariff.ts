import 'server-only';

import type { TariffApiSettings } from '@/lib/api/services';
import type { SharedCache } from '@/lib/cache/shared-cache';

import { TARIFF_NOT_FOUND_CACHE_SECONDS } from '../../constants';

import { TariffProviderError, type TariffProvider } from './tariff-provider';
import {
  AnswerError,
  readCommodity,
  readHeading,
  type CommodityAnswer,
} from './uk-trade-tariff-answers';

// The UK Trade Tariff's public API (issue 37, TARIFF_PROVIDER=uk-trade-tariff): keyless, JSON:API,
// at https://www.trade-tariff.service.gov.uk/api/v2 (TARIFF_API_URL); its answers are read in
// uk-trade-tariff-answers.ts. Every call has a deadline (TARIFF_TIMEOUT_MS, the body included) and
// refuses redirects; its mapped answer is cached for TARIFF_CACHE_SECONDS ("no such code" more
// briefly); any failure is a TariffProviderError, which the routes answer 503 with Retry-After.

const PARTNER = 'GB';
const SOURCE_NAMES = {
  name_en: 'UK Trade Tariff (GOV.UK)',
  name_ar: 'التعرفة التجارية للمملكة المتحدة (GOV.UK)',
};

/** The digits that name the same node: "110311" for 1103110000, "0409" for 040900. */
function nodeOf(hs: string) {
  let node = hs;
  while (node.length > 4 && node.endsWith('00')) node = node.slice(0, -2);
  return node;
}

// --- The provider -------------------------------------------------------------------------------

const NOT_FOUND = Symbol('not found');

export function ukTradeTariffProvider(
  settings: TariffApiSettings,
  cache: SharedCache,
  now: () => Date = () => new Date(),
): TariffProvider {
  const addressOf = (path: string) => `${settings.url.replace(/\/+$/, '')}/${path}`;

  /** The JSON at `address` and the status, or NOT_FOUND for a 404 (a code it does not have). */
  async function fetchJson(address: string): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetch(address, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(settings.timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new TariffProviderError(timedOut ? 'timeout' : 'network', address);
    }
    if (response.status === 404) {
      await response.body?.cancel().catch(() => undefined);
      return { status: 404, body: NOT_FOUND };
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new TariffProviderError('status', address, response.status);
    }
    try {
      return { status: response.status, body: (await response.json()) as unknown };
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new TariffProviderError(timedOut ? 'timeout' : 'answer', address, response.status);
    }
  }

  /** The mapped answer of `address` (null: not found), from the cache when it holds it. */
  async function cached<T>(address: string, read: (body: unknown) => T): Promise<T | null> {
    const key = `tariff:${address}`;
    const hit = await cache.get(key);
    if (hit !== null) return JSON.parse(hit) as T | null;
    const { status, body } = await fetchJson(address);
    let value: T | null;
    try {
      value = body === NOT_FOUND ? null : read(body);
    } catch (error) {
      if (error instanceof AnswerError) throw new TariffProviderError('answer', address, status);
      throw error;
    }
    const ttl =
      value === null
        ? Math.min(TARIFF_NOT_FOUND_CACHE_SECONDS, settings.cacheSeconds)
        : settings.cacheSeconds;
    await cache.set(key, JSON.stringify(value), ttl);
    return value;
  }

  return {
    partners: [PARTNER],
    async duties(hs, partner) {
      if (partner.trim().toUpperCase() !== PARTNER) return null;
      const digits = hs.replace(/[\s.]/g, '');
      // A heading (4), a subheading (6), or a national code (8 or 10 digits); a chapter is too broad.
      if (!/^\d{4}(?:\d{2}){0,3}$/.test(digits)) return null;
      const node = nodeOf(digits);

      const heading = await cached(addressOf(`headings/${digits.slice(0, 4)}`), (body) =>
        readHeading(body, now),
      );
      if (!heading) return null;
      let commodity: CommodityAnswer | null;
      if (heading.declarable) {
        commodity = heading.commodity.code.startsWith(node) ? heading.commodity : null;
      } else {
        const code =
          heading.codes.find((candidate) => candidate === digits) ??
          heading.codes.find((candidate) => candidate.startsWith(node));
        if (!code) return null;
        commodity = await cached(addressOf(`commodities/${code}`), (body) =>
          readCommodity(body, now),
        );
      }
      if (!commodity) return null;
      return {
        partner: PARTNER,
        code: commodity.code,
        mfn: commodity.mfn,
        preferential: commodity.preferential,
        source: { ...SOURCE_NAMES, url: commodity.page },
        retrievedAt: commodity.retrievedAt,
      };
    },
  };
}
