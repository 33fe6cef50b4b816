import { localePath } from '@/lib/i18n/locale-path';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import type { ListView, ListViewKeys } from '@/lib/navigation/list-views';

import type { FilterChoice, FilterFormLabels, SelectFilter, TextFilter } from './directory-filters';
import { directoryLinks } from './directory-links';
import type { PagerProps } from './directory-results';
import { countLine, pagerLabels, type ListTranslator } from './directory-text';

type Where = {
  /** The list's public path without locale (/credentials). */
  path: string;
  keys: ListViewKeys;
  /** The list's section id: the form and the page links return to it. */
  anchor?: string;
};

type Shown = { total: number; page: number; pageCount: number };

/**
 * What a directory whose texts follow the kit's messages gives the kit: the form's address, values
 * and texts, its text and select boxes, the count line and the page links. `t` is the list's
 * namespace, with its `filters.*`, `count`, `pageOf` and `pagination.*` messages.
 */
export function directoryParts(t: ListTranslator, locale: Locale, view: ListView, where: Where) {
  const links = directoryLinks({ ...where, path: localePath(where.path, locale), view });
  const labels: FilterFormLabels = {
    legend: t('filters.legend'),
    all: t('filters.all'),
    submit: t('filters.submit'),
    clear: t('filters.clear'),
  };
  return {
    /** DirectoryFilters' action, values, texts and Clear. */
    form: { action: links.action, values: view, labels, clearHref: links.clearHref },
    /** The text search `q`, its label `filters.q` and its example `filters.qHint`. */
    search: (maxLength: number): TextFilter => ({
      kind: 'text',
      name: 'q',
      label: t('filters.q'),
      placeholder: t('filters.qHint'),
      maxLength,
    }),
    /** A select named by `filters.{name}`. */
    select: (name: string, choices: FilterChoice[]): SelectFilter => ({
      kind: 'select',
      name,
      label: t(`filters.${name}`),
      choices,
    }),
    count: (shown: Shown) => countLine(t, shown, locale),
    pager: (shown: Pick<Shown, 'page' | 'pageCount'>): PagerProps => ({
      page: shown.page,
      pageCount: shown.pageCount,
      hrefFor: links.hrefFor,
      labels: pagerLabels(t),
      locale,
    }),
    /** A filter is set (Clear is offered). */
    filtered: links.clearHref !== null,
  };
}

/** Choices in the alphabetical order of the page's language. */
export function byLabel(choices: FilterChoice[], locale: Locale): FilterChoice[] {
  const collator = new Intl.Collator(locale);
  return choices.sort((a, b) => collator.compare(a.label, b.label));
}

/** Records as a select's choices: each one's id and its name in the page's language. */
export function choicesOf(
  rows: readonly ({ id: number } & object)[],
  locale: Locale,
  { base = 'name', sorted = false }: { base?: string; sorted?: boolean } = {},
): FilterChoice[] {
  const choices = rows.map((row) => ({ value: row.id, label: pick(row, base, locale) }));
  return sorted ? byLabel(choices, locale) : choices;
}
