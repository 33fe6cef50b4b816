'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type ReactNode } from 'react';

import { useNumberFormat } from '@/lib/i18n/use-number-format';
import { clampPage, pageCountOf, pageItems } from '@/lib/pagination';

import styles from './faq-paged-list.module.css';
import { FaqPagination } from './faq-pagination';

type Props = { items: { id: number; node: ReactNode }[]; pageSize: number };

// part 2 "FAQ for exporters": the paginated list; a page change brings the list's top into view.
export function FaqPagedList({ items, pageSize }: Props) {
  const t = useTranslations('Faq.pagination');
  const number = useNumberFormat();
  const [page, setPage] = useState(1);
  const top = useRef<HTMLDivElement>(null);
  const pageCount = pageCountOf(items.length, pageSize);
  const current = clampPage(page, items.length, pageSize);
  const visible = pageItems(items, current, pageSize);

  const changePage = (next: number) => {
    setPage(next);
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    top.current?.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  };

  return (
    <div ref={top} data-testid="faq-paged-list" className={styles.list}>
      <p className={styles.summary} aria-live="polite">
        {t('summary', {
          count: items.length,
          shown: number(items.length),
          page: number(current),
          pages: number(pageCount),
        })}
      </p>
      {visible.map((item) => (
        <div key={item.id}>{item.node}</div>
      ))}
      {pageCount > 1 && (
        <FaqPagination page={current} pageCount={pageCount} onChange={changePage} />
      )}
    </div>
  );
}
