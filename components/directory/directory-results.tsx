import type { ReactNode } from 'react';

import { PageLinks, type PageLinkLabels } from '@/components/ui/page-links';
import type { Locale } from '@/lib/i18n/routing';

import styles from './directory.module.css';

export type GridColumns = 'one' | 'two' | 'three';

export type PagerProps = {
  page: number;
  pageCount: number;
  /** The public address of a page (with the list's filters and anchor), locale prefix included. */
  hrefFor: (page: number) => string;
  labels: PageLinkLabels;
  locale: Locale;
};

type CountProps = {
  /** `${testId}-count` (and the empty state's `${testId}-empty`). */
  testId: string;
  text: string;
  /** What stands at the line's end (the leads' feed link). */
  aside?: ReactNode;
};

/** "12 institutions found · page 1 of 2". */
export function ResultCount({ testId, text, aside }: CountProps) {
  const line = (
    <p className={styles.count} data-testid={`${testId}-count`}>
      {text}
    </p>
  );
  return aside ? (
    <div className={styles.summary}>
      {line}
      {aside}
    </div>
  ) : (
    line
  );
}

export type EmptyText = {
  text: string;
  /** A second line (what to try); `null` keeps the title-and-hint block without it. */
  hint?: string | null;
};

/** What a list says when nothing matches its filters. */
export function EmptyResults({ testId, text, hint }: EmptyText & { testId: string }) {
  if (hint === undefined) {
    return (
      <p className={`${styles.empty} ${styles.emptyTitle}`} data-testid={`${testId}-empty`}>
        {text}
      </p>
    );
  }
  return (
    <div className={`${styles.empty} ${styles.withHint}`} data-testid={`${testId}-empty`}>
      <p className={styles.emptyTitle}>{text}</p>
      {hint && <p>{hint}</p>}
    </div>
  );
}

type GridProps<T> = {
  items: readonly T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** One column on a phone; `two` from 924 px; `three` two from 700 px, three from 1120 px. */
  columns?: GridColumns;
  'data-testid'?: string;
};

/** The cards, a list item each. */
export function ResultsGrid<T>({
  items,
  itemKey,
  renderItem,
  columns = 'one',
  ...rest
}: GridProps<T>) {
  const className = columns === 'one' ? styles.cards : `${styles.cards} ${styles[columns]}`;
  return (
    <ul className={className} data-testid={rest['data-testid']}>
      {items.map((item) => (
        <li key={itemKey(item)}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}

type Props<T> = Omit<GridProps<T>, 'data-testid'> & {
  testId: string;
  count: string;
  countAside?: ReactNode;
  empty: EmptyText;
  /** The grid's test id. */
  gridTestId?: string;
  /** The page links of a list of several pages. */
  pager?: PagerProps;
};

/**
 * A directory's results: the count line, the cards (or the empty state) and the page links, which
 * are plain links to each page's own address.
 */
export function DirectoryResults<T>({
  testId,
  count,
  countAside,
  empty,
  pager,
  ...grid
}: Props<T>) {
  const { gridTestId, ...cards } = grid;
  return (
    <>
      <ResultCount testId={testId} text={count} aside={countAside} />
      {grid.items.length === 0 ? (
        <EmptyResults testId={testId} {...empty} />
      ) : (
        <ResultsGrid {...cards} data-testid={gridTestId} />
      )}
      {pager && <PageLinks {...pager} />}
    </>
  );
}
