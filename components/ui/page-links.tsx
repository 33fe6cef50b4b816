import { formatNumber } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';
import { pageRange } from '@/lib/pagination';

import { Icon } from './icon';
import { ChevronLeftIcon, ChevronRightIcon, type IconShape } from './icon-shapes';
import styles from './page-links.module.css';

/** The texts of a list's page links; `page` and `current` hold a {page} placeholder. */
export type PageLinkLabels = {
  nav: string;
  page: string;
  current: string;
  previous: string;
  next: string;
};

type Props = {
  page: number;
  pageCount: number;
  /** The public address of a page (with the list's filters), locale prefix included. */
  hrefFor: (page: number) => string;
  labels: PageLinkLabels;
  /** The page's language: page numbers are written by `formatNumber` (Arabic-Indic in Arabic). */
  locale: Locale;
  className?: string;
};

/**
 * The pages of a server-rendered list as plain links in a labelled navigation region: each page is
 * an address of its own, cached and crawlable, and works without JavaScript.
 */
export function PageLinks({ page, pageCount, hrefFor, labels, locale, className }: Props) {
  if (pageCount <= 1) return null;
  const written = (value: number) => formatNumber(value, locale);
  const fill = (template: string, target: number) => template.replace('{page}', written(target));
  const step = (target: number, label: string, shape: IconShape[]) =>
    target < 1 || target > pageCount ? (
      <span className={`${styles.page} ${styles.disabled}`} aria-hidden>
        <Icon shape={shape} mirror />
      </span>
    ) : (
      <a
        href={hrefFor(target)}
        className={styles.page}
        aria-label={label}
        rel={target < page ? 'prev' : 'next'}
      >
        <Icon shape={shape} mirror />
      </a>
    );
  return (
    <nav
      aria-label={labels.nav}
      className={className ? `${styles.pagination} ${className}` : styles.pagination}
      data-testid="list-pagination"
    >
      <ul>
        <li>{step(page - 1, labels.previous, ChevronLeftIcon)}</li>
        {pageRange(page, pageCount).map((item, index) => (
          <li key={item === 'gap' ? `gap-${index}` : item}>
            {item === 'gap' ? (
              <span className={styles.gap} aria-hidden>
                …
              </span>
            ) : (
              <a
                href={hrefFor(item)}
                className={styles.page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={fill(item === page ? labels.current : labels.page, item)}
              >
                {written(item)}
              </a>
            )}
          </li>
        ))}
        <li>{step(page + 1, labels.next, ChevronRightIcon)}</li>
      </ul>
    </nav>
  );
}
