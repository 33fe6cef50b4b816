import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';

type Props = { title: string; intro?: string; children: ReactNode };

// The frame of the sign-in screens: the banner (Home / title) and the form on a narrow card.
export function AuthPage({ title, intro, children }: Props) {
  return (
    <>
      <PageBanner title={title} />
      <PageContainer component="section">
        <Paper
          variant="outlined"
          sx={{ maxWidth: 520, mx: 'auto', p: { xs: 2.5, sm: 4 }, borderRadius: 2 }}
        >
          {intro && <Typography sx={{ mb: 3, color: 'text.secondary' }}>{intro}</Typography>}
          {children}
        </Paper>
      </PageContainer>
    </>
  );
}
