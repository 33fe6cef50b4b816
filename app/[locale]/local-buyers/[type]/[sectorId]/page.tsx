import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { localBuyersOf } from '@/features/buyers/catalogue';
import { SubsectorList } from '@/features/buyers/components/subsector-list';
import type { ItemType } from '@/features/buyers/constants';
import { getCachedCatalogue } from '@/features/buyers/server/cached';
import { countValues } from '@/lib/i18n/format-number';
import { pick } from '@/lib/i18n/localized';

import {
  buyersMetadata,
  idParam,
  localBuyersCrumb,
  localeOf,
  typeParam,
} from '../../../_compositions/buyers/buyers-pages';
import styles from '../../../_compositions/buyers/buyers-pages.module.css';

type Props = { params: Promise<{ locale: string; type: string; sectorId: string }> };

export const revalidate = 3600;
export const generateStaticParams = () => [];

async function sectorOf(type: ItemType, sectorId: number) {
  const sector = localBuyersOf(await getCachedCatalogue())[type].find(
    (entry) => entry.iid === sectorId,
  );
  if (!sector) notFound();
  return sector;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, type: rawType, sectorId } = await params;
  const locale = localeOf(raw);
  const type = typeParam(rawType);
  const sector = await sectorOf(type, idParam(sectorId));
  const t = await getTranslations({ locale, namespace: 'Buyers' });
  return buyersMetadata({
    locale,
    title: pick(sector, 'name', locale),
    description: t('metaDescription'),
    path: `/local-buyers/${type}/${sector.iid}`,
  });
}

// part 2 "Local buyers", /local-buyers/{type}/{sectorId}: the sector's subsectors.
export default async function LocalBuyersSubsectors({ params }: Props) {
  const { locale: raw, type: rawType, sectorId } = await params;
  const locale = localeOf(raw);
  const type = typeParam(rawType);
  setRequestLocale(locale);
  const [sector, crumb, t] = await Promise.all([
    sectorOf(type, idParam(sectorId)),
    localBuyersCrumb(locale, type),
    getTranslations({ locale, namespace: 'Buyers' }),
  ]);
  return (
    <>
      <PageBanner
        title={pick(sector, 'name', locale)}
        subSubtitle={t('itemCount', countValues(sector.count, locale))}
        crumbs={[crumb]}
      />
      <PageContainer component="div" spacing="roomy">
        <h2 className={`h2 ${styles.heading}`}>{t('subsectorsHeading')}</h2>
        <p className={styles.intro}>{t(`types.${type}`)}</p>
        <SubsectorList type={type} sector={sector} locale={locale} />
      </PageContainer>
    </>
  );
}
