import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';

import { PageMessages } from '@/components/i18n/page-messages';
import { FORM_NAMESPACES } from '@/lib/i18n/client-messages';
import { routing } from '@/lib/i18n/routing';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

// Every authentication page shows its form at load: its texts come with the HTML.
export default async function AuthLayout({ children, params }: Props) {
  const { locale } = await params;
  // Layouts render side by side: this one names the locale itself, or next-intl would read it from
  // the request headers and make the statically rendered auth pages dynamic.
  if (hasLocale(routing.locales, locale)) setRequestLocale(locale);
  return <PageMessages namespaces={FORM_NAMESPACES}>{children}</PageMessages>;
}
