import 'server-only';
import type { Context } from 'hono';

import { ApiError } from '@/lib/api/errors';
import type { AppEnv } from '@/lib/api/types';
import { createMemoryCache } from '@/lib/cache/shared-cache';

import { PROVIDER_RETRY_SECONDS } from '../constants';

import { databaseStatisticsProvider } from './database-provider';
import { httpStatisticsProvider, ProviderError } from './http-provider';
import type { StatisticsProvider } from './provider';
import { withTradeFlows } from './trade-flow-figures';

// Services built without a cache (a test's) still cache within this process.
const fallbackCache = createMemoryCache();

/**
 * The provider's HTTP API when STATISTA_API_KEY is set, else the portal's database; either way a
 * sample statistic gives way to the imported trade flows of its code (./trade-flow-figures.ts).
 */
export function statisticsProviderOf(c: Context<AppEnv>): StatisticsProvider {
  const services = c.get('services');
  const db = c.get('db');
  return withTradeFlows(
    services.statisticsApi
      ? httpStatisticsProvider(services.statisticsApi, services.cache ?? fallbackCache)
      : databaseStatisticsProvider(db),
    db,
  );
}

/**
 * The provider's answer; when it could not answer (a timeout, a refusal, an answer that is not its
 * own) the call is a 503 in the portal's error shape with Retry-After, and the cause is logged.
 */
export async function fromProvider<T>(c: Context<AppEnv>, ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    c.get('log')?.warn(
      { reason: error.reason, status: error.status, address: error.address },
      'statistics provider failed',
    );
    throw new ApiError(
      503,
      'Api.statisticsUnavailable',
      {},
      {},
      { 'Retry-After': String(PROVIDER_RETRY_SECONDS) },
    );
  }
}
