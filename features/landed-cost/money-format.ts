import { formatNumber } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

import { minorUnitOf } from './currency';

// The landed cost's figures written in the page's language (١٬١٥٠٫٠٠٠ on Arabic pages): money at
// its currency's minor unit (JOD three decimals), a rate as it is.

export const formatMoney = (amount: number, currency: string, locale: Locale) => {
  const digits = minorUnitOf(currency);
  return formatNumber(amount, locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
};

export const formatRate = (value: number, locale: Locale) =>
  formatNumber(value, locale, { maximumFractionDigits: 6 });
