import 'server-only';

import { tariffSettingsOf } from '@/lib/api/tariff-settings';
import { getSharedCache } from '@/lib/cache/shared-cache';
import { getConfig } from '@/lib/config';
import { getLogger } from '@/lib/logger';

import type { MarketAccessAnswer } from '../schemas';

import { needsProvider, withProviderDuties } from './provider-duties';
import { tariffProviderOf } from './tariff/choose-tariff-provider';
import { TariffProviderError, type TariffProvider } from './tariff/tariff-provider';

// The market-access page's tariff figures (issue 37). Unlike the API, which answers 503 when the
// provider is away, the page still shows what staff entered, with a note that the partner's
// tariff could not be read (the page is rendered again within minutes: its `revalidate`).

export type PageMarketAccess = { answer: MarketAccessAnswer; tariffUnavailable: boolean };

type Warn = (details: object, message: string) => void;

/** The answer with the provider's figures where it gives them; its failure is a flag, not an error. */
export async function withPageTariff(
  answer: MarketAccessAnswer,
  provider: TariffProvider | null,
  warn: Warn,
): Promise<PageMarketAccess> {
  if (!provider || !needsProvider(provider, answer)) return { answer, tariffUnavailable: false };
  try {
    const duties = await provider.duties(answer.code.code, answer.partner.country_code);
    return { answer: withProviderDuties(answer, duties), tariffUnavailable: false };
  } catch (error) {
    if (!(error instanceof TariffProviderError)) throw error;
    warn(
      { reason: error.reason, status: error.status, address: error.address },
      'tariff provider failed',
    );
    return { answer, tariffUnavailable: true };
  }
}

/** The provider TARIFF_PROVIDER names, with the shared cache; null when it is unset. */
export const configuredTariffProvider = () =>
  tariffProviderOf({
    tariffApi: tariffSettingsOf(getConfig()),
    cache: getSharedCache(),
    now: () => new Date(),
  });

/** The page's market access with the configured provider's figures. */
export const readPageTariff = (answer: MarketAccessAnswer) => {
  const log = getLogger();
  return withPageTariff(answer, configuredTariffProvider(), (details, message) =>
    log.warn(details, message),
  );
};
