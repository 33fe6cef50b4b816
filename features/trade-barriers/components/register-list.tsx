import { getTranslations } from 'next-intl/server';

import { PageLinks } from '@/components/ui/page-links';
import { countValues, pageValues } from '@/lib/i18n/format-number';
import { localePath } from '@/lib/i18n/locale-path';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import {
  LIST_VIEW_KEYS,
  listViewHref,
  listViewPage,
  type ListView,
} from '@/lib/navigation/list-views';
import { listPage } from '@/lib/pagination';

import { barrierChoicesOf, filterBarriers, filtersOfView } from '../barrier-list';
import {
  BARRIER_STATUSES,
  REGISTER_FEED_PATH,
  REGISTER_PAGE_SIZE,
  REGISTER_PATH,
  REPORT_BARRIER_PATH,
} from '../constants';
import type { PublicBarrier } from '../schemas';

import { BarrierCard } from './barrier-card';
import { RegisterFilters } from './register-filters';
import styles from './register.module.css';

const KEYS = LIST_VIEW_KEYS.tradeBarriers;
/** The list's anchor: the filter form and the page links return to it. */
const ANCHOR = 'register';

type Props = { entries: PublicBarrier[]; view: ListView; locale: Locale };

/**
 * Issue 39 part 3: the register's filters (in the address), the number found, the entries and
 * their pages; rendered on the server from the cached list.
 */
export async function RegisterList({ entries, view, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'TradeBarrierRegister' });
  const found = filterBarriers(entries, filtersOfView(view));
  const shown = listPage(found, listViewPage(view), REGISTER_PAGE_SIZE);
  const href = (changes: Record<string, string | number | null>) =>
    `${localePath(listViewHref(REGISTER_PATH, view, KEYS, changes), locale)}#${ANCHOR}`;
  const filtered = KEYS.some((key) => key !== 'page' && view[key] !== undefined);
  const collator = new Intl.Collator(locale);
  const choices = barrierChoicesOf(entries);
  const named = (rows: { id: number; name_eng: string; name_ara: string }[]) =>
    rows
      .map((row) => ({ value: String(row.id), label: pick(row, 'name', locale) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  return (
    <section id={ANCHOR} className={styles.register} aria-labelledby="register-heading">
      <p className={styles.intro}>
        <a href={localePath(REPORT_BARRIER_PATH, locale)}>{t('reportBarrier')}</a>
        <a href={localePath(REGISTER_FEED_PATH, locale)} type="application/atom+xml">
          {t('feedLink')}
        </a>
      </p>
      <h2 id="register-heading" className={styles.heading}>
        {t('listTitle')}
      </h2>
      <RegisterFilters
        action={`${localePath(REGISTER_PATH, locale)}#${ANCHOR}`}
        values={view}
        options={{
          country: named(choices.countries),
          sector: named(choices.sectors),
          status: BARRIER_STATUSES.map((status) => ({
            value: status,
            label: t(`status.${status}`),
          })),
        }}
        clearHref={filtered ? href(Object.fromEntries(KEYS.map((key) => [key, null]))) : null}
        labels={{
          legend: t('filters.legend'),
          q: t('filters.q'),
          qHint: t('filters.qHint'),
          country: t('filters.country'),
          sector: t('filters.sector'),
          status: t('filters.status'),
          all: t('filters.all'),
          submit: t('filters.submit'),
          clear: t('filters.clear'),
        }}
      />
      <p className={styles.count} data-testid="register-count">
        {t('count', countValues(shown.total, locale))}
        {shown.pageCount > 1 &&
          ` · ${t('pageOf', pageValues(shown.page, shown.pageCount, locale))}`}
      </p>
      {shown.items.length === 0 ? (
        <p className={styles.empty} data-testid="register-empty">
          {t('empty')}
        </p>
      ) : (
        <ul className={styles.cards} data-testid="register-entries">
          {shown.items.map((entry) => (
            <li key={entry.id}>
              <BarrierCard entry={entry} locale={locale} />
            </li>
          ))}
        </ul>
      )}
      <PageLinks
        page={shown.page}
        pageCount={shown.pageCount}
        hrefFor={(page) => href({ page })}
        locale={locale}
        labels={{
          nav: t('pagination.label'),
          page: t.raw('pagination.page') as string,
          current: t.raw('pagination.current') as string,
          previous: t('pagination.previous'),
          next: t('pagination.next'),
        }}
      />
    </section>
  );
}
