import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Two columns on wide screens, one on phones; a child inside `<FullRow>` spans both. */
export function EnquiryFieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {children}
    </Box>
  );
}

export function FullRow({ children }: { children: ReactNode }) {
  return <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>;
}
