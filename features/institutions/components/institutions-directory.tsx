import { getTranslations } from 'next-intl/server';

import { PageLinks } from '@/components/ui/page-links';
import { countValues, pageValues } from '@/lib/i18n/format-number';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';
import {
  LIST_VIEW_KEYS,
  listViewHref,
  listViewPage,
  type ListView,
} from '@/lib/navigation/list-views';
import { listPage } from '@/lib/pagination';

import { INSTITUTIONS_PAGE_SIZE } from '../constants';
import { filterInstitutions, filtersOfView, type ReferenceLists } from '../institution-list';
import type { Institution } from '../schemas';

import { InstitutionCard } from './institution-card';
import { InstitutionFilters } from './institution-filters';
import styles from './institutions-directory.module.css';

const KEYS = LIST_VIEW_KEYS.institutions;
/** The directory's anchor: the filter form and the page links return to it on a longer page. */
export const DIRECTORY_ANCHOR = 'institutions';

type Props = {
  institutions: Institution[];
  lists: ReferenceLists;
  view: ListView;
  /** The page's public path without locale (its query is the view). */
  path: string;
  locale: Locale;
  /** 2 on the directory's own page; 3 under page 150's content. */
  headingLevel: 2 | 3;
};

// part 2 "Export trade support institutions": filters by type, participation mode and governorate
// plus text, the number found, the cards and their pages; rendered on the server from cached data.
export async function InstitutionsDirectory({
  institutions,
  lists,
  view,
  path,
  locale,
  headingLevel,
}: Props) {
  const t = await getTranslations({ locale, namespace: 'Institutions' });
  const found = filterInstitutions(institutions, filtersOfView(view));
  const shown = listPage(found, listViewPage(view), INSTITUTIONS_PAGE_SIZE);
  const href = (changes: Record<string, string | number | null>) =>
    `${localePath(listViewHref(path, view, KEYS, changes), locale)}#${DIRECTORY_ANCHOR}`;
  const filtered = KEYS.some((key) => key !== 'page' && view[key] !== undefined);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      id={DIRECTORY_ANCHOR}
      className={styles.directory}
      aria-labelledby="institutions-heading"
    >
      <Heading id="institutions-heading" className={styles.heading}>
        {t('listTitle')}
      </Heading>
      <InstitutionFilters
        action={`${localePath(path, locale)}#${DIRECTORY_ANCHOR}`}
        values={view}
        lists={lists}
        locale={locale}
        clearHref={filtered ? href({ q: null, type: null, mode: null, gov: null }) : null}
        labels={{
          legend: t('filters.legend'),
          q: t('filters.q'),
          qHint: t('filters.qHint'),
          type: t('filters.type'),
          mode: t('filters.mode'),
          gov: t('filters.gov'),
          all: t('filters.all'),
          submit: t('filters.submit'),
          clear: t('filters.clear'),
        }}
      />
      <p className={styles.count} data-testid="institutions-count">
        {t('count', countValues(shown.total, locale))}
        {shown.pageCount > 1 &&
          ` · ${t('pageOf', pageValues(shown.page, shown.pageCount, locale))}`}
      </p>
      {shown.items.length === 0 ? (
        <p className={styles.empty} data-testid="institutions-empty">
          {t('empty')}
        </p>
      ) : (
        <ul className={styles.cards}>
          {shown.items.map((institution) => (
            <li key={institution.id}>
              <InstitutionCard
                institution={institution}
                locale={locale}
                headingLevel={headingLevel === 2 ? 3 : 4}
                labels={{
                  types: t('card.types'),
                  mode: t('card.mode'),
                  gov: t('card.gov'),
                  services: t('card.services'),
                  contacts: t('card.contacts'),
                  address: t('card.address'),
                  phone: t('card.phone'),
                  email: t('card.email'),
                  website: t('card.website'),
                  newTab: t('card.newTab'),
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
