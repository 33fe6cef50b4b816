import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { JsonLd } from '@/components/seo/json-ld';
import { trailStepOf } from '@/features/hs-codes/code-trail';
import { HsName } from '@/features/hs-codes/components/hs-code-parts';
import { hsLevelLabelText } from '@/features/hs-codes/components/hs-node-label';
import { HsNodeView } from '@/features/hs-codes/components/hs-node-view';
import { HS_BROWSE_PATH, HS_FINDER_PATH, hsNodePath } from '@/features/hs-codes/hs-paths';
import { getCachedTreeNode } from '@/features/hs-codes/server/cached';
import { routing, type Locale } from '@/lib/i18n/routing';
import { jsonLdBreadcrumbList } from '@/lib/seo/json-ld';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import { localizedUrls } from '@/lib/seo/urls';

import { HsCodeTools } from '../../../_compositions/hs-code-tools';

// /hs-finder/browse/{id} (issue 37): a section (I to XXI) or a code (2, 4 or 6 digits), its path
// and its children. Rendered on its first request, then from the full-route cache until
// `hs-codes` changes; an id the nomenclature lacks is the site's 404.
type Props = { params: Promise<{ locale: string; id: string }> };

export const revalidate = 3600;
export const generateStaticParams = () => [];

async function nodeOf(params: Props['params']) {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale)) return null;
  const found = await getCachedTreeNode(id);
  return found && { locale, ...found };
}

async function textsOf(node: Parameters<typeof trailStepOf>[0], locale: Locale) {
  const step = trailStepOf(node, locale);
  return { step, label: await hsLevelLabelText(step, locale) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await nodeOf(params);
  if (!found) return {};
  const { locale, node } = found;
  const [t, metadata, { step, label }] = await Promise.all([
    getTranslations({ locale, namespace: 'HsFinder' }),
    getTranslations({ locale, namespace: 'Metadata' }),
    textsOf(node, locale),
  ]);
  return buildPageMetadata({
    title: `${label}: ${step.name.text}`,
    description: t('browse.nodeDescription', { label, name: step.name.text }),
    path: hsNodePath(node.code),
    locale,
    siteName: metadata('portalName'),
  });
}

export default async function HsNodeRoute({ params }: Props) {
  const found = await nodeOf(params);
  if (!found) notFound();
  const { locale, node, children } = found;
  setRequestLocale(locale);
  const [t, banner, { step, label }] = await Promise.all([
    getTranslations({ locale, namespace: 'HsFinder' }),
    getTranslations({ locale, namespace: 'Banner' }),
    textsOf(node, locale),
  ]);
  return (
    <>
      <JsonLd
        data={jsonLdBreadcrumbList([
          { name: banner('home'), url: localizedUrls('/')[locale] },
          { name: t('title'), url: localizedUrls(HS_FINDER_PATH)[locale] },
          { name: t('browse.title'), url: localizedUrls(HS_BROWSE_PATH)[locale] },
          { name: label, url: localizedUrls(step.href)[locale] },
        ])}
      />
      <PageBanner
        title={label}
        subSubtitle={<HsName name={step.name} locale={locale} />}
        crumbs={[
          { label: t('title'), href: HS_FINDER_PATH },
          { label: t('browse.title'), href: HS_BROWSE_PATH },
        ]}
        image="/images/banners/trade.svg"
      />
      <PageContainer component="div" spacing="roomy">
        <HsNodeView
          node={node}
          codes={children}
          locale={locale}
          tools={<HsCodeTools code={node.code} locale={locale} />}
        />
      </PageContainer>
    </>
  );
}
