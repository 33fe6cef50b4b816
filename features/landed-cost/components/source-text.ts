import type { getTranslations } from 'next-intl/server';

import { formatDate } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';

type Translate = Awaited<ReturnType<typeof getTranslations<'LandedCost'>>>;

type Cited = { name_en: string; name_ar: string; date: string | null; checked_on: string | null };

/** "Source: name, its day; checked on a day": a figure's source as the landed cost cites it. */
export function sourceTextOf(t: Translate, locale: Locale, source: Cited, date = source.date) {
  const name = locale === 'ar' ? source.name_ar || source.name_en : source.name_en;
  const cited = date
    ? t('result.sourceDated', { name, date: formatDate(date, locale) })
    : t('result.source', { name });
  return source.checked_on
    ? t('result.sourceChecked', { source: cited, checked: formatDate(source.checked_on, locale) })
    : cited;
}
