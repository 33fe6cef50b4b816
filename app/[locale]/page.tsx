import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { getLayoutData } from '@/features/content/server/layout-data';
import { HomeIntro } from '@/features/home/components/home-intro';
import { routing } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export const revalidate = 3600;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const [t, metadata] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  // The layout's title template applies to child segments only; the home page shares its segment.
  return { title: { absolute: `${t('title')} | ${metadata('portalName')}` } };
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  const resolved = hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
  setRequestLocale(resolved);
  const { topNavigation } = await getLayoutData(resolved);
  return (
    <HomeIntro
      sections={topNavigation.filter((section) => section.children.some((c) => !c.external))}
    />
  );
}
