import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';

import { HydrationMark } from '@/components/providers/hydration-mark';
import { CONSOLE_NAMESPACES } from '@/features/console/console-messages';
import { pickMessages } from '@/lib/i18n/client-messages';
import { directionOf, routing } from '@/lib/i18n/routing';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

// The staff console (issue 13) has its own <html>: no public header or footer, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Console' });
  return {
    title: { template: `%s | ${t('title')}`, default: t('title') },
    robots: { index: false, follow: false },
    icons: { icon: '/images/logo-mark.svg' },
  };
}

export default async function ConsoleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const messages = await getMessages({ locale });
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <body>
        <NextIntlClientProvider messages={pickMessages(messages, CONSOLE_NAMESPACES)}>
          <HydrationMark />
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
