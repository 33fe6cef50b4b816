/** On a phone the pages' arrows and range stay; the rows-per-page choice goes. */
export const PAGINATION = {
  '& .MuiTablePagination-selectLabel, & .MuiTablePagination-input': {
    display: { xs: 'none', sm: 'flex' },
  },
  '& .MuiTablePagination-toolbar': { paddingInline: { xs: 1, sm: 2 } },
} as const;
