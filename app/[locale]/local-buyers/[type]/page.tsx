import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { localBuyersOf } from '@/features/buyers/catalogue';
import { SectorTiles } from '@/features/buyers/components/sector-tiles';
import { TypeSwitch } from '@/features/buyers/components/type-switch';
import { getCachedCatalogue } from '@/features/buyers/server/cached';

import {
  buyersMetadata,
  localBuyersBanner,
  localeOf,
  typeParam,
} from '../../_compositions/buyers/buyers-pages';
import styles from '../../_compositions/buyers/buyers-pages.module.css';

type Props = { params: Promise<{ locale: string; type: string }> };

export const revalidate = 3600;
export const generateStaticParams = () => [];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, type: rawType } = await params;
  const locale = localeOf(raw);
  const type = typeParam(rawType);
  const [banner, t] = await Promise.all([
    localBuyersBanner(locale),
    getTranslations({ locale, namespace: 'Buyers' }),
  ]);
  return buyersMetadata({
    locale,
    title: `${banner.title}: ${t(`types.${type}`)}`,
    description: t('metaDescription'),
    path: `/local-buyers/${type}`,
    image: banner.image,
  });
}

// part 2 "Local buyers", /local-buyers/{type}: the sectors of products or services as tiles.
export default async function LocalBuyersSectors({ params }: Props) {
  const { locale: raw, type: rawType } = await params;
  const locale = localeOf(raw);
  const type = typeParam(rawType);
  setRequestLocale(locale);
  const [banner, catalogue, t] = await Promise.all([
    localBuyersBanner(locale),
    getCachedCatalogue(),
    getTranslations({ locale, namespace: 'Buyers' }),
  ]);
  const sectors = localBuyersOf(catalogue)[type];
  return (
    <>
      <PageBanner {...banner} />
      <PageContainer component="div" spacing="roomy">
        <TypeSwitch type={type} locale={locale} />
        <h2 className={`h2 ${styles.heading}`}>
          {t('sectorsHeading', { type: t(`types.${type}`) })}
        </h2>
        <p className={styles.intro}>{t('sectorsIntro')}</p>
        <SectorTiles type={type} sectors={sectors} locale={locale} />
      </PageContainer>
    </>
  );
}
