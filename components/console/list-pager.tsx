import { getLocale, getTranslations } from 'next-intl/server';

import { PageLinks } from '@/components/ui/page-links';
import { formatNumber } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

import styles from './list-pager.module.css';

type Props = {
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  /** The address of a page with the list's filters and order (and of a page size, when given). */
  hrefFor: (page: number, pageSize?: number) => string;
  /** Page sizes a staff member may choose; none shows no choice. */
  pageSizes?: readonly number[];
};

/**
 * Under a console table: which rows are shown of how many, the page links and the page sizes, all
 * plain links (the page renders on the server), numbers in the page's language.
 */
export async function ListPager({ page, pageCount, pageSize, total, hrefFor, pageSizes }: Props) {
  const t = await getTranslations('Console.kit');
  const locale = (await getLocale()) as Locale;
  const number = (value: number) => formatNumber(value, locale);
  if (total === 0) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <div className={styles.pager}>
      <p className={styles.range}>
        {t('range', { from: number(from), to: number(to), total: number(total) })}
      </p>
      <PageLinks
        page={page}
        pageCount={pageCount}
        hrefFor={(target) => hrefFor(target)}
        locale={locale}
        className={styles.links}
        labels={{
          nav: t('pages'),
          // Templates PageLinks fills with each page's number: t() would fail on the missing {page}.
          page: t.raw('page') as string,
          current: t.raw('currentPage') as string,
          previous: t('previous'),
          next: t('next'),
        }}
      />
      {pageSizes && pageSizes.length > 1 && (
        <nav className={styles.sizes} aria-label={t('pageSize')}>
          <span aria-hidden>{t('pageSize')}</span>
          <ul>
            {pageSizes.map((size) => (
              <li key={size}>
                <a
                  href={hrefFor(1, size)}
                  aria-current={size === pageSize ? 'true' : undefined}
                  aria-label={t('pageSizeOption', { size: number(size) })}
                >
                  {number(size)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
