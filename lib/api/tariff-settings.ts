import type { Config } from '@/lib/config';

import type { TariffApiSettings } from './services';

/** The tariff provider TARIFF_PROVIDER names with its address and limits; null when unset (issue 37). */
export function tariffSettingsOf(config: Config): TariffApiSettings | null {
  return config.TARIFF_PROVIDER
    ? {
        provider: config.TARIFF_PROVIDER,
        url: config.TARIFF_API_URL,
        timeoutMs: config.TARIFF_TIMEOUT_MS,
        cacheSeconds: config.TARIFF_CACHE_SECONDS,
      }
    : null;
}
