import { Link } from '@/lib/i18n/navigation';
import { pageRange } from '@/lib/pagination';

import styles from './experts-pagination.module.css';

export type PaginationLabels = {
  nav: string;
  previous: string;
  next: string;
  /** "Page {page}" (an ICU string; the page goes in). */
  page: (page: number) => string;
};

type Props = {
  page: number;
  pageCount: number;
  hrefOf: (page: number) => string;
  labels: PaginationLabels;
};

// Links to the other pages of the list; plain links, so the pages are cached and crawlable.
export function ExpertsPagination({ page, pageCount, hrefOf, labels }: Props) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={labels.nav} className={styles.nav}>
      <ul className={styles.list}>
        {page > 1 && (
          <li>
            <Link href={hrefOf(page - 1)} rel="prev" className={styles.link}>
              {labels.previous}
            </Link>
          </li>
        )}
        {pageRange(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                href={hrefOf(item)}
                aria-label={labels.page(item)}
                aria-current={item === page ? 'page' : undefined}
                className={styles.link}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link href={hrefOf(page + 1)} rel="next" className={styles.link}>
              {labels.next}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
