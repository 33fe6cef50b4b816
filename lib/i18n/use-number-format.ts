'use client';

import { useLocale } from 'next-intl';
import { useMemo } from 'react';

import { intlLocale } from './format-date';
import { isLocale } from './routing';

/** Numbers as the page's language writes them (Arabic-Indic digits in Arabic, one rule). */
export function useNumberFormat(): (value: number) => string {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.NumberFormat(intlLocale(isLocale(locale) ? locale : 'en'));
    return (value: number) => format.format(value);
  }, [locale]);
}
