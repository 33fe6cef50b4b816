import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The grid of a description list: terms beside their values, stacked on small screens. */
export const termListSx = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
  columnGap: 3,
  rowGap: 1,
  m: 0,
} as const;

/** Long terms (survey questions) beside short values (points) that never wrap. */
export const answerListSx = {
  ...termListSx,
  gridTemplateColumns: { xs: '1fr', sm: '1fr max-content' },
  '& dd': { whiteSpace: 'nowrap' },
} as const;

type Props = {
  term: string;
  children: ReactNode;
  /** For what the member typed, in either language: its own direction, aligned as the page. */
  isolate?: boolean;
};

/** One term and its value of a `<dl>`. */
export function Term({ term, children, isolate = false }: Props) {
  return (
    <>
      <Box component="dt" sx={{ fontWeight: 600, color: 'text.secondary' }}>
        {term}
      </Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {isolate ? <bdi>{children}</bdi> : children}
      </Box>
    </>
  );
}
