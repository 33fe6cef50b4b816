'use client';

import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useRef, useState, type ReactNode } from 'react';

import { clampPage, pageCountOf, pageItems } from '@/lib/pagination';

type Props = { items: { id: number; node: ReactNode }[]; pageSize: number };

// part 2 "FAQ for exporters": the paginated list; a page change brings the list's top into view.
export function FaqPagedList({ items, pageSize }: Props) {
  const t = useTranslations('Faq.pagination');
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
    <Box ref={top} data-testid="faq-paged-list" sx={{ scrollMarginTop: 96 }}>
      <Typography sx={{ color: 'text.secondary', mb: 2 }} aria-live="polite">
        {t('summary', { page: current, pages: pageCount, count: items.length })}
      </Typography>
      {visible.map((item) => (
        <Box key={item.id}>{item.node}</Box>
      ))}
      {pageCount > 1 && (
        <Pagination
          count={pageCount}
          page={current}
          onChange={(_event, next) => changePage(next)}
          color="primary"
          shape="rounded"
          size="large"
          aria-label={t('label')}
          getItemAriaLabel={(type, item, selected) => {
            if (type === 'previous') return t('previous');
            if (type === 'next') return t('next');
            if (type === 'page')
              return selected ? t('current', { page: item ?? 1 }) : t('goTo', { page: item ?? 1 });
            return t(type === 'first' ? 'first' : 'last');
          }}
          sx={{ mt: 3, '& ul': { justifyContent: 'center' } }}
        />
      )}
    </Box>
  );
}
