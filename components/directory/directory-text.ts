import type { PageLinkLabels } from '@/components/ui/page-links';
import { countValues, pageValues } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

/** A list namespace's translator (next-intl's `t`, server or browser). */
export type ListTranslator = {
  (key: string, values?: Record<string, string | number>): string;
  raw: (key: string) => unknown;
};

/** The page links' texts from the namespace's `pagination` messages. */
export const pagerLabels = (t: ListTranslator): PageLinkLabels => ({
  nav: t('pagination.label'),
  page: t.raw('pagination.page') as string,
  current: t.raw('pagination.current') as string,
  previous: t('pagination.previous'),
  next: t('pagination.next'),
});

type Shown = { total: number; page: number; pageCount: number };

/**
 * The count line from the namespace's `count` plural ("12 institutions found"), with
 * " · page 2 of 3" (`pageOf`) once the list has more than one page.
 */
export function countLine(t: ListTranslator, shown: Shown, locale: Locale, key = 'count'): string {
  const count = t(key, countValues(shown.total, locale));
  return shown.pageCount > 1
    ? `${count} · ${t('pageOf', pageValues(shown.page, shown.pageCount, locale))}`
    : count;
}

/** Texts read under one key of the namespace (`card`): `{ type: t('card.type'), … }`. */
export function textsOf<K extends string>(
  t: ListTranslator,
  prefix: string,
  keys: readonly K[],
): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, t(`${prefix}.${key}`)])) as Record<K, string>;
}
