import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { JsonLd } from '@/components/seo/json-ld';
import { InstitutionsDirectory } from '@/features/institutions/components/institutions-directory';
import { INSTITUTIONS_PATH } from '@/features/institutions/constants';
import {
  getCachedInstitutionLists,
  getCachedInstitutions,
} from '@/features/institutions/server/cached';
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

// /export-trade-support-institutions?q&type&mode&gov&page, rewritten here by the proxy
// (lib/navigation/list-views.ts): each filter and page renders once, then comes from the
// full-route cache until the `institutions` tag is re-validated by a staff change.
type Props = { params: Promise<{ locale: string; view: string }> };

export const revalidate = 3600;
export const generateStaticParams = () => [];

const KEYS = LIST_VIEW_KEYS.institutions;

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
    getTranslations({ locale, namespace: 'Institutions' }),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  const page = listViewPage(view);
  return buildPageMetadata({
    title:
      page > 1
        ? t('pageTitle', { title: t('title'), page: formatNumber(page, locale) })
        : t('title'),
    description: t('metaDescription'),
    path: listViewHref(INSTITUTIONS_PATH, view, KEYS),
    locale,
    siteName: metadata('portalName'),
  });
}

export default async function InstitutionsRoute({ params }: Props) {
  const parsed = await viewOf(params);
  if (!parsed) notFound();
  const { locale, view } = parsed;
  setRequestLocale(locale);
  const [t, banner, institutions, lists] = await Promise.all([
    getTranslations({ locale, namespace: 'Institutions' }),
    getTranslations({ locale, namespace: 'Banner' }),
    getCachedInstitutions(),
    getCachedInstitutionLists(),
  ]);
  return (
    <>
      <JsonLd
        data={jsonLdBreadcrumbList([
          { name: banner('home'), url: localizedUrls('/')[locale] },
          { name: t('title'), url: localizedUrls(INSTITUTIONS_PATH)[locale] },
        ])}
      />
      <PageBanner title={t('title')} subSubtitle={t('subtitle')} />
      <PageContainer component="div" spacing="roomy">
        <InstitutionsDirectory
          institutions={institutions}
          lists={lists}
          view={view}
          path={INSTITUTIONS_PATH}
          locale={locale}
          headingLevel={2}
        />
      </PageContainer>
    </>
  );
}
