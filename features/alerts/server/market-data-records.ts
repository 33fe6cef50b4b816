import 'server-only';
import { inArray } from 'drizzle-orm';

import { fullTranslator } from '@/lib/api/translate';
import { countries, vatCorrections } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { numericOfAlpha2 } from '@/lib/geo/country-codes';
import { formatNumber } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';
import { LANDED_COST_PATH } from '@/lib/navigation/landed-cost-link';

import type { AlertRecord } from './alert-records';

// Issue 58: the alerts' market data, staff's corrections of the tax file as the alerts see them.
// A correction is public once written (the landed cost and the market comparison read it at
// once); it is matched by its market (the `countries` id is the alpha-2 code's numeric code), and
// its digest line names the market and the rate, linking to the landed cost with the market
// chosen, where the corrected rate applies.

/** The landed-cost page with the market chosen (alpha-2). */
const landedCostOf = (country: string) =>
  `${LANDED_COST_PATH}?${new URLSearchParams({ country }).toString()}`;

/** A tax rate as published: 7.25 %, not rounded (the market comparison's way). */
const formatRate = (rate: number, locale: Locale) =>
  formatNumber(rate, locale, { style: 'percent', maximumFractionDigits: 2 });

/** The VAT corrections with these ids, as market data items. */
export async function readMarketData(db: Db, recordIds: number[]): Promise<AlertRecord[]> {
  const rows = await db.select().from(vatCorrections).where(inArray(vatCorrections.id, recordIds));
  const countryIds = rows
    .map((row) => numericOfAlpha2(row.country))
    .filter((id): id is number => id !== undefined);
  const names =
    countryIds.length === 0
      ? []
      : await db.select().from(countries).where(inArray(countries.id, countryIds));
  return rows.map((row) => {
    const countryId = numericOfAlpha2(row.country);
    const named = names.find((country) => country.id === countryId);
    const title = (locale: Locale) => {
      const t = fullTranslator(locale);
      const market = (locale === 'ar' ? named?.name_ara : named?.name_eng) || row.country;
      const tax = t(`MarketComparison.tax.${row.kind}`, { rate: formatRate(row.rate, locale) });
      return t('Alerts.email.marketTax', { market, tax });
    };
    return {
      id: row.id,
      isPublic: true,
      industry_ids: [],
      country_ids: countryId === undefined ? [] : [countryId],
      hs_chapters: [],
      title: { en: title('en'), ar: title('ar') },
      path: { en: landedCostOf(row.country), ar: landedCostOf(row.country) },
    };
  });
}
