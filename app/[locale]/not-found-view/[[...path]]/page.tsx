import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { routing } from '@/lib/i18n/routing';
import {
  isNotFoundViewRequest,
  NOT_FOUND_VIEW_HEADER,
  NOT_FOUND_VIEW_TOKEN_ENV,
} from '@/lib/navigation/not-found-view';

import { NotFoundPage } from '../../_compositions/not-found/not-found-page';

// It reads the request's header, so it is rendered per request (as the 404 answers themselves).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; path?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: t('title'), robots: { index: false, follow: true } };
}

// The 404 page as an ordinary page, for the HTML the portal's server sends with a 404 (Next sends
// that HTML empty: lib/navigation/not-found-view.ts). Only the server's own request, with its
// token, gets it; any other visitor of this address gets the 404 itself.
export default async function NotFoundView({ params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const header = (await headers()).get(NOT_FOUND_VIEW_HEADER);
  if (!isNotFoundViewRequest(header, process.env[NOT_FOUND_VIEW_TOKEN_ENV])) notFound();
  setRequestLocale(locale);
  return <NotFoundPage />;
}
