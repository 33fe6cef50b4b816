import { formatNumber } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

// How "Where to sell" writes its figures (issue 38), in the page's digits (one rule, lib/i18n).

/** US dollars, short: 1.2B, 850M; in Arabic ١٫٢ مليار. */
export const formatUsd = (value: number, locale: Locale) =>
  formatNumber(value, locale, { notation: 'compact', maximumFractionDigits: 1 });

/**
 * An amount in US dollars with its currency, as Intl writes it in the page's language (issue 57):
 * "US$ 1.2B" in English; in Arabic «١٫٢ مليار دولار أمريكي», the currency named after the amount.
 */
export const formatUsdAmount = (value: number, locale: Locale) =>
  locale === 'ar'
    ? formatNumber(value, locale, {
        style: 'currency',
        currency: 'USD',
        currencyDisplay: 'name',
        notation: 'compact',
        maximumFractionDigits: 1,
      })
    : `US$ ${formatUsd(value, locale)}`;

/** A share, 0–1: 12.5%. */
export const formatShare = (share: number, locale: Locale) =>
  formatNumber(share, locale, { style: 'percent', maximumFractionDigits: 1 });

/** A yearly growth with its sign: +4.2%, −1%. */
export const formatGrowth = (growth: number, locale: Locale) =>
  formatNumber(growth, locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });

/** US dollars per tonne, whole. */
export const formatUnitValue = (value: number, locale: Locale) =>
  formatNumber(Math.round(value), locale);

/** Millions of US dollars, one decimal (the chart's axis). */
export const formatMillions = (value: number, locale: Locale) =>
  formatNumber(value / 1e6, locale, { maximumFractionDigits: 1 });
