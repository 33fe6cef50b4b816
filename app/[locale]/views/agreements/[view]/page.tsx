import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { JsonLd } from '@/components/seo/json-ld';
import { AGREEMENTS_PATH } from '@/features/agreements/constants';
import { routing } from '@/lib/i18n/routing';
import { LIST_VIEW_KEYS, listViewHref, parseListViewSegment } from '@/lib/navigation/list-views';
import { jsonLdBreadcrumbList } from '@/lib/seo/json-ld';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import { localizedUrls } from '@/lib/seo/urls';

import { AgreementsPage } from '../../../_compositions/trade-pages/agreements-page';

// /free-trade-agreements?search=, rewritten here by the proxy (lib/navigation/list-views.ts): each
// search renders once, then comes from the full-route cache until the `agreements` tag changes.
type Props = { params: Promise<{ locale: string; view: string }> };

export const revalidate = 3600;
export const generateStaticParams = () => [];

const KEYS = LIST_VIEW_KEYS.agreements;

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
    getTranslations({ locale, namespace: 'Agreements' }),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  return {
    ...buildPageMetadata({
      title: t('list.pageTitle'),
      description: t('list.metaDescription'),
      path: listViewHref(AGREEMENTS_PATH, view, KEYS),
      locale,
      siteName: metadata('portalName'),
    }),
    // A search is a result page, not a page of its own for search engines.
    ...(view.search ? { robots: { index: false, follow: true } } : {}),
  };
}

export default async function AgreementsRoute({ params }: Props) {
  const parsed = await viewOf(params);
  if (!parsed) notFound();
  const { locale, view } = parsed;
  setRequestLocale(locale);
  const [t, banner] = await Promise.all([
    getTranslations({ locale, namespace: 'Agreements' }),
    getTranslations({ locale, namespace: 'Banner' }),
  ]);
  return (
    <>
      <JsonLd
        data={jsonLdBreadcrumbList([
          { name: banner('home'), url: localizedUrls('/')[locale] },
          { name: t('list.pageTitle'), url: localizedUrls(AGREEMENTS_PATH)[locale] },
        ])}
      />
      <AgreementsPage locale={locale} view={view} />
    </>
  );
}
