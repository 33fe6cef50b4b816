'use client';

import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState, type MouseEvent } from 'react';

import { pagerLabels } from '@/components/directory/directory-text';
import { Notice } from '@/components/ui/notice';
import { PageLinks } from '@/components/ui/page-links';
import { countValues } from '@/lib/i18n/format-number';
import { localePath } from '@/lib/i18n/locale-path';
import { useRouter } from '@/lib/i18n/navigation';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { alertMeHref } from '@/lib/navigation/alert-me';

import { usePublications } from '../api/use-publications';
import {
  catalogueQueryOf,
  catalogueSearch,
  NO_FILTERS,
  type CatalogueFilters as Filters,
  type CatalogueQuery,
} from '../publication-filters';

import { CatalogueFilters } from './catalogue-filters';
import { HsTopicLine } from './hs-topic-line';
import { PublicationCard } from './publication-card';
import styles from './publications-catalogue.module.css';

type Props = { isVip: boolean; pagePath: string; keep: Record<string, string> };

/**
 * part 1 §2.7: the filters, the count, nine cards a page and the page links. The filters and page
 * live in the address (`?tab=1&country=400&year=2025&page=2`), read here and sent to
 * GET /api/publications; a search or a clear goes back to page 1.
 */
export function PublicationsCatalogue({ isVip, pagePath, keep }: Props) {
  const t = useTranslations('Publications');
  const alertMe = useTranslations('AlertMe');
  const current = useLocale();
  const locale: Locale = isLocale(current) ? current : 'en';
  const router = useRouter();
  const params = useSearchParams();
  const query = catalogueQueryOf(new URLSearchParams(params.toString()));
  const search = catalogueSearch(query);
  const [attempt, setAttempt] = useState(0);
  const data = usePublications(search, attempt);
  const top = useRef<HTMLElement>(null);

  const addressOf = (next: CatalogueQuery) => `${pagePath}${catalogueSearch(next, keep)}`;
  const go = (next: CatalogueQuery) => {
    router.push(addressOf(next), { scroll: false });
    top.current?.scrollIntoView({ block: 'start' });
  };
  const filter = (filters: Filters) => go({ ...filters, page: 1 });
  // The page links are plain links (they work before the scripts); once here they change the
  // address in place.
  const followPageLink = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    go(catalogueQueryOf(new URL(link.href).searchParams));
  };

  return (
    <section
      ref={top}
      className={styles.catalogue}
      aria-label={t('label')}
      aria-busy={data.status === 'loading' || (data.status === 'ready' && data.busy)}
      data-testid="publications-catalogue"
    >
      {data.status === 'ready' && (
        <CatalogueFilters
          key={catalogueSearch({ ...query, page: 1 })}
          options={data.filters}
          value={query}
          onSearch={filter}
          onClear={() => filter(NO_FILTERS)}
        />
      )}
      {data.status === 'loading' && <div className={styles.loading} />}
      {data.status === 'failed' && (
        <Notice severity="error" role="alert" className={styles.warning}>
          <p className={styles.warningText}>{t('failed')}</p>
          <button
            type="button"
            className="button button-outlined"
            onClick={() => setAttempt(attempt + 1)}
          >
            {t('retry')}
          </button>
        </Notice>
      )}
      {data.status === 'ready' && (
        <>
          {query.hs && <HsTopicLine asked={query.hs} topic={data.page.hs_code} locale={locale} />}
          <div className={styles.summary}>
            <p className={styles.total} role="status" data-testid="publications-total">
              {t('total', countValues(data.page.total, locale))}
            </p>
            {/* Issue 45: the alerts' form with the catalogue's countries, sectors and chapter. */}
            <a
              className={styles.alertMe}
              data-testid="alert-me"
              href={localePath(
                alertMeHref({
                  type: 'publications',
                  country: query.country,
                  industry: query.sector,
                  chapter: query.hs.slice(0, 2),
                }),
                locale,
              )}
            >
              {alertMe('link')}
            </a>
          </div>
          {data.page.data.length === 0 ? (
            <p className={styles.empty} data-testid="publications-empty">
              {t('empty')}
            </p>
          ) : (
            <ul className={styles.grid}>
              {data.page.data.map((publication) => (
                <li key={publication.id}>
                  <PublicationCard publication={publication} isVip={isVip} locale={locale} />
                </li>
              ))}
            </ul>
          )}
          {}
          <div onClick={followPageLink}>
            <PageLinks
              page={data.page.page}
              pageCount={data.page.page_count}
              hrefFor={(page) => localePath(addressOf({ ...query, page }), locale)}
              labels={pagerLabels(t)}
              locale={locale}
            />
          </div>
        </>
      )}
    </section>
  );
}
