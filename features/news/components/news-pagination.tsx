'use client';

import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import type { MouseEvent } from 'react';

export type NewsPaginationLabels = {
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
  labels: NewsPaginationLabels;
  hrefFor: (page: number) => string;
  onChange: (page: number) => void;
};

const fill = (template: string, page: number | null) => template.replace('{page}', String(page));

function isPlainClick(event: MouseEvent<HTMLElement>) {
  return !(event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}

/**
 * Page links (crawlable, and a new tab works) that change the page in place on a plain click.
 * MUI mirrors the previous and next arrows in right-to-left.
 */
export function NewsPagination({ page, pageCount, labels, hrefFor, onChange }: Props) {
  return (
    <Pagination
      aria-label={labels.nav}
      count={pageCount}
      page={page}
      color="primary"
      shape="rounded"
      size="large"
      siblingCount={1}
      getItemAriaLabel={(type, itemPage, selected) => {
        if (type === 'previous') return labels.previous;
        if (type === 'next') return labels.next;
        return fill(selected ? labels.current : labels.page, itemPage);
      }}
      sx={{ '& .MuiPagination-ul': { justifyContent: 'center', gap: 0.5 } }}
      renderItem={(item) => {
        const target = item.page !== null && !item.disabled ? item.page : null;
        return (
          <PaginationItem
            {...item}
            component="a"
            href={target !== null ? hrefFor(target) : undefined}
            onClick={(event: MouseEvent<HTMLElement>) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              if (target !== null && !item.selected) onChange(target);
            }}
          />
        );
      }}
    />
  );
}
