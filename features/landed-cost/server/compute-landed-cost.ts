import 'server-only';

import type { CurrencyRate } from '@/features/market-indicators/indicator-schemas';
import { ApiError } from '@/lib/api/errors';
import type { Db } from '@/lib/db/types';
import { resolveHsCode } from '@/lib/hs/resolve-hs-code';

import type { LandedCostAnswer } from '../answer-schema';
import { dutyFactsOf } from '../duty-facts-of';
import { landedCostOf } from '../landed-cost';
import type { LandedCostQuery } from '../query-schema';

import type { LandedCostSources } from './sources';

// GET /api/landed-cost's and the page's answer (issue 58): each market's duties read from its
// market-access answer, its indicators, the dinar's rate, and (for a member) their saved
// self-assessment, then the pure calculation. 422 by field for a code the nomenclature lacks or
// a currency the portal holds no rate for.

/** The currencies a price may be entered in: JOD, USD, and each market's where a rate is held. */
function enterable(rates: ReadonlyMap<string, CurrencyRate>): Set<string> {
  const held = [...rates.values()].filter((rate) => rate.per_usd !== null);
  return new Set(['JOD', 'USD', ...held.map((rate) => rate.currency)]);
}

/**
 * The HS 2022 code the cost is worked on: the code itself, or an older edition's code's only
 * successor (noted as `requested`); an older code that became several is a 422 naming them.
 */
async function currentCodeOf(db: Db, hs: string) {
  const resolution = await resolveHsCode(db, hs);
  if (resolution.kind !== 'older') return { code: hs, requested: null };
  const [only, ...more] = resolution.successors;
  if (!only || more.length > 0) {
    const codes = resolution.successors.map((successor) => successor.code).join(', ');
    throw new ApiError(
      422,
      'Api.invalid',
      { hs: ['LandedCost.errors.olderSeveral'] },
      { code: hs, edition: String(resolution.edition), codes },
    );
  }
  return { code: only.code, requested: { code: hs, edition: resolution.edition } };
}

export async function computeLandedCost(
  db: Db,
  asked: LandedCostQuery,
  sources: LandedCostSources,
  userId: number | null,
): Promise<LandedCostAnswer> {
  const { code, requested } = await currentCodeOf(db, asked.hs);
  const query = { ...asked, hs: code };
  const [answers, indicators, dinar] = await Promise.all([
    Promise.all(query.country.map((country) => sources.access(db, query.hs, country))),
    sources.indicators(db, query.country),
    sources.dinar(db),
  ]);
  // No answer for any market: the code is not in the nomenclature; for some: a country the
  // countries list lacks.
  if (answers.every((answer) => answer === null)) {
    throw new ApiError(422, 'Api.invalid', { hs: ['LandedCost.errors.unknownCode'] });
  }
  if (answers.some((answer) => answer === null)) {
    throw new ApiError(422, 'Api.invalid', { country: ['LandedCost.errors.country'] });
  }
  const rates = new Map<string, CurrencyRate>([['JOD', dinar]]);
  for (const market of indicators.values()) {
    if (market.currency && !rates.has(market.currency.currency)) {
      rates.set(market.currency.currency, market.currency);
    }
  }
  if (!enterable(rates).has(query.currency)) {
    throw new ApiError(422, 'Api.invalid', { currency: ['LandedCost.errors.currencyNotHeld'] });
  }
  const assessed = await Promise.all(
    query.country.map((country) =>
      userId === null ? false : sources.assessed(db, userId, query.hs, country),
    ),
  );
  const markets = query.country.map((country, index) =>
    landedCostOf(
      query,
      {
        country,
        duties: dutyFactsOf(answers[index]!),
        indicators: indicators.get(country) ?? {
          country,
          gdp_usd: null,
          population: null,
          gdp_per_capita_usd: null,
          tax: null,
          currency: null,
        },
        assessed: assessed[index]!,
      },
      rates,
    ),
  );
  return { hs: query.hs, requested, currency: query.currency, incoterm: query.incoterm, markets };
}
