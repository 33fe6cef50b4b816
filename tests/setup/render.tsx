import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

import { directionOf, type Locale } from '@/lib/i18n/routing';
import { createPortalTheme } from '@/lib/theme/create-portal-theme';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

export const messagesByLocale = { en, ar } as const;

// Renders a component with the providers the layout gives it: messages, theme and direction.
export function renderWithProviders(
  ui: ReactElement,
  { locale = 'en', ...options }: { locale?: Locale } & Omit<RenderOptions, 'wrapper'> = {},
) {
  const direction = directionOf(locale);
  const cache =
    direction === 'rtl'
      ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] })
      : createCache({ key: 'mui' });
  document.documentElement.dir = direction;
  document.documentElement.lang = locale;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider
        locale={locale}
        messages={messagesByLocale[locale]}
        timeZone="Asia/Amman"
      >
        <CacheProvider value={cache}>
          <ThemeProvider theme={createPortalTheme(direction)}>{children}</ThemeProvider>
        </CacheProvider>
      </NextIntlClientProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
