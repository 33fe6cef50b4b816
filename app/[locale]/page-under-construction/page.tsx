import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { StatusMessage } from '@/components/layout/status-message';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'UnderConstruction' });
  return { title: t('title') };
}

// part 1 §2.1: where a menu entry with no usable child leads.
export default async function UnderConstructionPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('UnderConstruction');
  return (
    <StatusMessage title={t('title')} text={t('text')} detail={t('detail')} homeLabel={t('home')} />
  );
}
