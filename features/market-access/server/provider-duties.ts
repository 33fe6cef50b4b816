import 'server-only';

import { appliesNow } from '../applicable-terms';
import type { ProviderDuties } from '../provider-duties-schema';
import type { MarketAccessAnswer } from '../schemas';

import type { TariffDuties, TariffProvider } from './tariff/tariff-provider';

// The tariff provider's figures on a market-access answer (issue 37): asked only for a partner the
// provider covers and only when an agreement with it is in force; shown on those agreements.

/** Whether the answer needs the provider: it covers the partner and an agreement applies now. */
export const needsProvider = (provider: TariffProvider | null, answer: MarketAccessAnswer) =>
  !!provider &&
  provider.partners.includes(answer.partner.country_code) &&
  answer.agreements.some((agreement) => appliesNow(agreement.legal_status.status));

export const providerDutiesOf = (duties: TariffDuties): ProviderDuties => ({
  code: duties.code,
  mfn: duties.mfn,
  preferential: duties.preferential,
  source: duties.source,
  retrieved_at: duties.retrievedAt,
});

/** The answer with the provider's figures on each agreement in force. */
export function withProviderDuties(
  answer: MarketAccessAnswer,
  duties: TariffDuties | null,
): MarketAccessAnswer {
  if (!duties) return answer;
  const tariff = providerDutiesOf(duties);
  return {
    ...answer,
    agreements: answer.agreements.map((agreement) =>
      appliesNow(agreement.legal_status.status) ? { ...agreement, tariff } : agreement,
    ),
  };
}
