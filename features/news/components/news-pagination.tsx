'use client';

import type { MouseEvent, ReactNode } from 'react';

import { Icon } from '@/components/ui/icon';
import { ChevronLeftIcon, ChevronRightIcon, type IconShape } from '@/components/ui/icon-shapes';
import type { PageLinkLabels } from '@/components/ui/page-links';
import styles from '@/components/ui/page-links.module.css';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import { pageRange } from '@/lib/pagination';

/** The page links' texts; `page` and `current` are templates with a {page} placeholder. */
export type NewsPaginationLabels = PageLinkLabels;

type Props = {
  page: number;
  pageCount: number;
  labels: NewsPaginationLabels;
  hrefFor: (page: number) => string;
  onChange: (page: number) => void;
};

const isPlainClick = (event: MouseEvent<HTMLElement>) =>
  !(event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);

/**
 * Page links (crawlable, and a new tab works) that change the page in place on a plain click, drawn
 * as the server-rendered lists' `PageLinks`.
 */
export function NewsPagination({ page, pageCount, labels, hrefFor, onChange }: Props) {
  const formatNumber = useNumberFormat();
  const fill = (template: string, target: number) =>
    template.replace('{page}', formatNumber(target));
  const link = (target: number, label: string, content: ReactNode, current = false) => (
    <a
      href={hrefFor(target)}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      className={styles.page}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        if (!current) onChange(target);
      }}
    >
      {content}
    </a>
  );
  // At either end the arrow stays in its place, drawn but not a link.
  const arrow = (target: number, label: string, icon: IconShape[]) =>
    target >= 1 && target <= pageCount ? (
      link(target, label, <Icon shape={icon} mirror />)
    ) : (
      <span className={`${styles.page} ${styles.disabled}`} aria-hidden>
        <Icon shape={icon} mirror />
      </span>
    );

  return (
    <nav aria-label={labels.nav} className={styles.pagination}>
      <ul>
        <li>{arrow(page - 1, labels.previous, ChevronLeftIcon)}</li>
        {pageRange(page, pageCount).map((item, index) => (
          <li key={item === 'gap' ? `gap-${index}` : item}>
            {item === 'gap' ? (
              <span className={styles.gap} aria-hidden>
                …
              </span>
            ) : (
              link(
                item,
                fill(item === page ? labels.current : labels.page, item),
                formatNumber(item),
                item === page,
              )
            )}
          </li>
        ))}
        <li>{arrow(page + 1, labels.next, ChevronRightIcon)}</li>
      </ul>
    </nav>
  );
}
