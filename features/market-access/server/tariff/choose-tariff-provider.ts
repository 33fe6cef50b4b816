import 'server-only';
import type { Context } from 'hono';

import { ApiError } from '@/lib/api/errors';
import type { ApiServices } from '@/lib/api/services';
import type { AppEnv } from '@/lib/api/types';
import { createMemoryCache } from '@/lib/cache/shared-cache';

import { TARIFF_RETRY_SECONDS } from '../../constants';

import { TariffProviderError, type TariffProvider } from './tariff-provider';
import { ukTradeTariffProvider } from './uk-trade-tariff';

// Services built without a cache (a test's) still cache within this process.
const fallbackCache = createMemoryCache();

/** The provider TARIFF_PROVIDER names (issue 37), or null: only the staff-entered duties show. */
export function tariffProviderOf(
  services: Pick<ApiServices, 'tariffApi' | 'cache' | 'now'>,
): TariffProvider | null {
  const settings = services.tariffApi;
  if (!settings) return null;
  switch (settings.provider) {
    case 'uk-trade-tariff':
      return ukTradeTariffProvider(settings, services.cache ?? fallbackCache, services.now);
  }
}

/**
 * The provider's answer; when it could not answer (a timeout, a refusal, an answer that is not its
 * own) the call is a 503 in the portal's error shape with Retry-After, and the cause is logged.
 */
export async function fromTariffProvider<T>(c: Context<AppEnv>, ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    if (!(error instanceof TariffProviderError)) throw error;
    c.get('log')?.warn(
      { reason: error.reason, status: error.status, address: error.address },
      'tariff provider failed',
    );
    throw new ApiError(
      503,
      'Api.tariffUnavailable',
      {},
      {},
      { 'Retry-After': String(TARIFF_RETRY_SECONDS) },
    );
  }
}
