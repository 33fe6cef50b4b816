import type { Locale } from '@/lib/i18n/routing';

/**
 * A company's name is written as registered, often in Latin letters: in an Arabic line (a heading
 * or a breadcrumb that takes text only) it is isolated, so "Co. L.L.C." keeps its full stops at
 * its end rather than moving to the line's start.
 */
export const isolated = (text: string, locale: Locale) =>
  locale === 'ar' ? `\u2068${text}\u2069` : text;
