'use client';

import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import type { NewsSort } from '../news-list';

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
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: { xs: 3, md: 4 },
          pb: 2.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography
          data-testid="news-count"
          role="status"
          sx={{ fontWeight: 600, color: 'text.secondary' }}
        >
          {summary}
        </Typography>
        <NewsSortSelect
          value={sort}
          label={labels.sort}
          options={labels.sortOptions}
          onChange={(next) => navigate({ page: 1, sort: next })}
        />
      </Box>
      <Box
        data-testid="news-results"
        aria-busy={busy}
        sx={{ position: 'relative', minHeight: 240 }}
      >
        {busy && (
          <LinearProgress
            aria-label={labels.loading}
            sx={{ position: 'absolute', top: -14, insetInline: 0, borderRadius: 1 }}
          />
        )}
        <Box sx={{ opacity: busy ? 0.5 : 1, transition: 'opacity 150ms ease' }}>{children}</Box>
      </Box>
      <Box sx={{ mt: { xs: 4, md: 6 }, display: 'flex', justifyContent: 'center' }}>
        <NewsPagination
          page={page}
          pageCount={pageCount}
          labels={labels.pagination}
          hrefFor={(target) => hrefFor({ page: target, sort })}
          onChange={(target) => navigate({ page: target, sort })}
        />
      </Box>
    </>
  );
}
