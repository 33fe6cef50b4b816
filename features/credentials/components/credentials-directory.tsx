import { getTranslations } from 'next-intl/server';

import { PageLinks } from '@/components/ui/page-links';
import { countValues, formatYear, pageValues } from '@/lib/i18n/format-number';
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

import { CREDENTIALS_PAGE_SIZE, CREDENTIALS_PATH } from '../constants';
import { filterCredentials, filtersOfView, yearsOf } from '../credential-list';
import type { Credential, CredentialType } from '../schemas';

import { CredentialCard } from './credential-card';
import { CredentialFilters } from './credential-filters';
import styles from './credentials.module.css';

const KEYS = LIST_VIEW_KEYS.credentials;
/** The list's anchor: the filter form and the page links return to it under the page's text. */
export const CREDENTIALS_ANCHOR = 'credentials';

type Props = {
  /** Every credential, newest first, "recent" as of today. */
  credentials: Credential[];
  types: CredentialType[];
  view: ListView;
  locale: Locale;
};

// part 2 "Credentials": filters by type, country and year, the number found, the cards and their
// pages, "No credentials found" when nothing matches; rendered on the server from cached data.
export async function CredentialsDirectory({ credentials, types, view, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'Credentials' });
  const found = filterCredentials(credentials, filtersOfView(view));
  const shown = listPage(found, listViewPage(view), CREDENTIALS_PAGE_SIZE);
  const href = (changes: Record<string, string | number | null>) =>
    `${localePath(listViewHref(CREDENTIALS_PATH, view, KEYS, changes), locale)}#${CREDENTIALS_ANCHOR}`;
  const filtered = KEYS.some((key) => key !== 'page' && view[key] !== undefined);
  const countries = new Map(
    credentials.map((credential) => [
      credential.country_id,
      pick(credential, 'country_name', locale),
    ]),
  );
  const byName = (a: { label: string }, b: { label: string }) =>
    a.label.localeCompare(b.label, locale);
  return (
    <section
      id={CREDENTIALS_ANCHOR}
      className={styles.directory}
      aria-labelledby="credentials-heading"
    >
      <h2 id="credentials-heading" className={styles.heading}>
        {t('listTitle')}
      </h2>
      <CredentialFilters
        action={`${localePath(CREDENTIALS_PATH, locale)}#${CREDENTIALS_ANCHOR}`}
        values={view}
        types={types.map((type) => ({ value: String(type.id), label: pick(type, 'name', locale) }))}
        countries={[...countries].map(([id, label]) => ({ value: String(id), label })).sort(byName)}
        years={yearsOf(credentials).map((year) => ({
          value: year,
          label: formatYear(Number(year), locale),
        }))}
        clearHref={filtered ? href({ type: null, country: null, year: null }) : null}
        labels={{
          legend: t('filters.legend'),
          type: t('filters.type'),
          country: t('filters.country'),
          year: t('filters.year'),
          all: t('filters.all'),
          submit: t('filters.submit'),
          clear: t('filters.clear'),
        }}
      />
      <p className={styles.count} data-testid="credentials-count">
        {t('count', countValues(shown.total, locale))}
        {shown.pageCount > 1 &&
          ` · ${t('pageOf', pageValues(shown.page, shown.pageCount, locale))}`}
      </p>
      {shown.items.length === 0 ? (
        <div className={styles.empty} data-testid="credentials-empty">
          <p className={styles.emptyTitle}>{t('empty')}</p>
          {filtered && <p>{t('emptyHint')}</p>}
        </div>
      ) : (
        <ul className={styles.cards}>
          {shown.items.map((credential) => (
            <li key={credential.id}>
              <CredentialCard
                credential={credential}
                locale={locale}
                labels={{
                  type: t('card.type'),
                  country: t('card.country'),
                  date: t('card.date'),
                  issuer: t('card.issuer'),
                  badges: {
                    active: t('status.active'),
                    inactive: t('status.inactive'),
                    recent: t('recent'),
                    recentHint: t('recentHint'),
                  },
                }}
              />
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
