'use client';

import { useLocale } from 'next-intl';
import { useMemo } from 'react';

import { formatNumber } from './format-number';
import { isLocale } from './routing';

/**
 * `formatNumber` (lib/i18n/format-number.ts) in a client component: numbers as the page's language
 * writes them (Arabic-Indic digits in Arabic, one rule).
 */
export function useNumberFormat(): (value: number) => string {
  const locale = useLocale();
  return useMemo(() => {
    const shown = isLocale(locale) ? locale : 'en';
    return (value: number) => formatNumber(value, shown);
  }, [locale]);
}
