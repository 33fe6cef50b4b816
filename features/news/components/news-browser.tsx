'use client';

import type { ReactNode } from 'react';

import type { NewsSort } from '../news-list';

import styles from './news-browser.module.css';
import { NewsPagination, type NewsPaginationLabels } from './news-pagination';
import { NewsSortSelect } from './news-sort-select';
import { useNewsNavigation } from './use-news-navigation';

export type NewsBrowserLabels = {
  sort: string;
  sortOptions: Record<NewsSort, string>;
  loading: string;
  pagination: NewsPaginationLabels;
};

type Props = {
  page: number;
  pageCount: number;
  sort: NewsSort;
  /** "12 articles · Page 1 of 2", rendered on the server. */
  summary: string;
  labels: NewsBrowserLabels;
  /** The server-rendered cards of the current page. */
  children: ReactNode;
};

// The list's controls: a sort change resets to page 1 (part 1 §2.4), both live in the URL.
export function NewsBrowser({ page, pageCount, sort, summary, labels, children }: Props) {
  const { busy, hrefFor, navigate } = useNewsNavigation();
  return (
    <>
      <div className={styles.toolbar}>
        <p data-testid="news-count" role="status" className={styles.summary}>
          {summary}
        </p>
        <NewsSortSelect
          value={sort}
          label={labels.sort}
          options={labels.sortOptions}
          onChange={(next) => navigate({ page: 1, sort: next })}
        />
      </div>
      <div data-testid="news-results" aria-busy={busy} className={styles.results}>
        {busy && (
          <div
            role="progressbar"
            aria-label={labels.loading}
            className={`${styles.progress} indeterminate`}
          />
        )}
        <div className={busy ? styles.dimmed : undefined}>{children}</div>
      </div>
      <NewsPagination
        page={page}
        pageCount={pageCount}
        labels={labels.pagination}
        hrefFor={(target) => hrefFor({ page: target, sort })}
        onChange={(target) => navigate({ page: target, sort })}
      />
    </>
  );
}
