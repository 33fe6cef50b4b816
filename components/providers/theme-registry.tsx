'use client';

import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { useMemo, type ReactNode } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

import { createPortalTheme } from '@/lib/theme/create-portal-theme';

type Props = { direction: 'ltr' | 'rtl'; children: ReactNode };

// Arabic gets its own emotion cache whose stylis plugin flips left/right (ARCHITECTURE §10).
export function ThemeRegistry({ direction, children }: Props) {
  const theme = useMemo(() => createPortalTheme(direction), [direction]);
  const cacheOptions =
    direction === 'rtl' ? { key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] } : { key: 'mui' };
  return (
    <AppRouterCacheProvider options={cacheOptions}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}
