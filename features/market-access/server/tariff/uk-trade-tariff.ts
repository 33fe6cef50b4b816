import 'server-only';

import type { TariffApiSettings } from '@/lib/api/services';
import type { SharedCache } from '@/lib/cache/shared-cache';

import { TARIFF_NOT_FOUND_CACHE_SECONDS } from '../../constants';

import { TariffProviderError, type TariffProvider } from './tariff-provider';
import {
  AnswerError,
  readCommodity,
  readHeading,
  SITE,
  type CommodityAnswer,
} from './uk-trade-tariff-answers';

// The UK Trade Tariff's public API (issue 37, TARIFF_PROVIDER=uk-trade-tariff): keyless, JSON:API,
// at https://www.trade-tariff.service.gov.uk/api/v2 (TARIFF_API_URL); its answers are read in
// uk-trade-tariff-answers.ts. Every call has a deadline (TARIFF_TIMEOUT_MS, the body included) and
// refuses redirects; its mapped answer is cached for TARIFF_CACHE_SECONDS ("no such code" more
// briefly); any failure is a TariffProviderError, which the routes answer 503 with Retry-After.
// Issue 46: the same service publishes, under /xi (…/xi/api/v2), the EU's tariff as applied in
// Northern Ireland: read for the EU's member states, the partner choosing the base path.

/** The tariff service a partner's duties are read from: the UK's, or the EU's through XI. */
type Service = {
  /** The API's address from TARIFF_API_URL. */
  api: (url: string) => string;
  site: string;
  name_en: string;
  name_ar: string;
};

const UK: Service = {
  api: (url) => url,
  site: SITE,
  name_en: 'UK Trade Tariff (GOV.UK)',
  name_ar: 'التعرفة التجارية للمملكة المتحدة (GOV.UK)',
};
const XI: Service = {
  // …/api/v2 → …/xi/api/v2 (the service's own layout); another address gets /xi at its end.
  api: (url) =>
    /\/api\/v\d+$/.test(url) ? url.replace(/\/api\/(v\d+)$/, '/xi/api/$1') : `${url}/xi`,
  site: `${SITE}/xi`,
  name_en: 'UK Trade Tariff, Northern Ireland (XI): the EU’s tariff (GOV.UK)',
  name_ar:
    'التعرفة التجارية للمملكة المتحدة، أيرلندا الشمالية (XI): تعرفة الاتحاد الأوروبي (GOV.UK)',
};

/** The European Union's 27 member states (ISO alpha-2), whose tariff XI applies. */
export const EU_MEMBER_STATES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;

const SERVICES = new Map<string, Service>([
  ['GB', UK],
  ...EU_MEMBER_STATES.map((code) => [code, XI] as const),
]);

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
  const base = settings.url.replace(/\/+$/, '');
  const addressOf = (service: Service, path: string) => `${service.api(base)}/${path}`;

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
    partners: [...SERVICES.keys()],
    async duties(hs, asked) {
      const partner = asked.trim().toUpperCase();
      const service = SERVICES.get(partner);
      if (!service) return null;
      const digits = hs.replace(/[\s.]/g, '');
      // A heading (4), a subheading (6), or a national code (8 or 10 digits); a chapter is too broad.
      if (!/^\d{4}(?:\d{2}){0,3}$/.test(digits)) return null;
      const node = nodeOf(digits);

      const heading = await cached(addressOf(service, `headings/${digits.slice(0, 4)}`), (body) =>
        readHeading(body, now, service.site),
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
        commodity = await cached(addressOf(service, `commodities/${code}`), (body) =>
          readCommodity(body, now, service.site),
        );
      }
      if (!commodity) return null;
      return {
        partner,
        code: commodity.code,
        mfn: commodity.mfn,
        preferential: commodity.preferential,
        source: { name_en: service.name_en, name_ar: service.name_ar, url: commodity.page },
        retrievedAt: commodity.retrievedAt,
      };
    },
  };
}
