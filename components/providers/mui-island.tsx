'use client';

import { ThemeProvider } from '@mui/material/styles';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { useLocale } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

import { directionOf, isLocale } from '@/lib/i18n/routing';
import { createPortalTheme } from '@/lib/theme/create-portal-theme';

// MUI's runtime (emotion, the theme) loads only with the islands that use MUI controls: a page
// of text ships none of it. Arabic gets an emotion cache whose stylis plugin flips left/right.
export function MuiIsland({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const direction = isLocale(locale) ? directionOf(locale) : 'ltr';
  const theme = useMemo(() => createPortalTheme(direction), [direction]);
  const cacheOptions =
    direction === 'rtl' ? { key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] } : { key: 'mui' };
  return (
    <AppRouterCacheProvider options={cacheOptions}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </AppRouterCacheProvider>
  );
}
