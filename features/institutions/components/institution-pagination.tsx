import { Icon } from '@/components/ui/icon';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icon-shapes';
import { pageRange } from '@/lib/pagination';

import styles from './institutions-directory.module.css';

export type PaginationLabels = {
  nav: string;
  /** Templates with a {page} placeholder. */
  page: string;
  current: string;
  previous: string;
  next: string;
};

type Props = {
  page: number;
  pageCount: number;
  labels: PaginationLabels;
  hrefFor: (page: number) => string;
  formatNumber: (value: number) => string;
};

/** Page links in a labelled navigation region; the current page is marked. */
export function InstitutionPagination({ page, pageCount, labels, hrefFor, formatNumber }: Props) {
  if (pageCount <= 1) return null;
  const fill = (template: string, target: number) =>
    template.replace('{page}', formatNumber(target));
  const step = (target: number, label: string, shape: typeof ChevronLeftIcon) =>
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
    <nav aria-label={labels.nav} className={styles.pagination}>
      <ul>
        <li>{step(page - 1, labels.previous, ChevronLeftIcon)}</li>
        {pageRange(page, pageCount).map((item, index) => (
          <li key={`${item}-${index}`}>
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
                {formatNumber(item)}
              </a>
            )}
          </li>
        ))}
        <li>{step(page + 1, labels.next, ChevronRightIcon)}</li>
      </ul>
    </nav>
  );
}
