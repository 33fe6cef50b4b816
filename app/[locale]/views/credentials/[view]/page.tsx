import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { JsonLd } from '@/components/seo/json-ld';
import { CREDENTIALS_PATH } from '@/features/credentials/constants';
import { formatNumber } from '@/lib/i18n/format-number';
import { routing } from '@/lib/i18n/routing';
import {
  LIST_VIEW_KEYS,
  listViewHref,
  listViewPage,
  parseListViewSegment,
} from '@/lib/navigation/list-views';
import { jsonLdBreadcrumbList } from '@/lib/seo/json-ld';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import { localizedUrls } from '@/lib/seo/urls';

import { CredentialsPage } from '../../../_compositions/trade-pages/credentials-page';

// /credentials?type&country&year&page, rewritten here by the proxy (lib/navigation/list-views.ts):
// each view renders once, then comes from the full-route cache until the `credentials` tag changes.
type Props = { params: Promise<{ locale: string; view: string }> };

export const revalidate = 3600;
export const generateStaticParams = () => [];

const KEYS = LIST_VIEW_KEYS.credentials;

async function viewOf(params: Props['params']) {
  const { locale, view: segment } = await params;
  const view = parseListViewSegment(segment, KEYS);
  if (!hasLocale(routing.locales, locale) || !view) return null;
  return { locale, view };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const parsed = await viewOf(params);
  if (!parsed) return {};
  const { locale, view } = parsed;
  const [t, metadata] = await Promise.all([
    getTranslations({ locale, namespace: 'Credentials' }),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  const page = listViewPage(view);
  return buildPageMetadata({
    title:
      page > 1
        ? t('pageTitle', { title: t('title'), page: formatNumber(page, locale) })
        : t('title'),
    description: t('metaDescription'),
    path: listViewHref(CREDENTIALS_PATH, view, KEYS),
    locale,
    siteName: metadata('portalName'),
  });
}

export default async function CredentialsRoute({ params }: Props) {
  const parsed = await viewOf(params);
  if (!parsed) notFound();
  const { locale, view } = parsed;
  setRequestLocale(locale);
  const [t, banner] = await Promise.all([
    getTranslations({ locale, namespace: 'Credentials' }),
    getTranslations({ locale, namespace: 'Banner' }),
  ]);
  return (
    <>
      <JsonLd
        data={jsonLdBreadcrumbList([
          { name: banner('home'), url: localizedUrls('/')[locale] },
          { name: t('title'), url: localizedUrls(CREDENTIALS_PATH)[locale] },
        ])}
      />
      <CredentialsPage locale={locale} view={view} />
    </>
  );
}
