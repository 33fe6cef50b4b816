import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ConsolePageTitle } from '@/features/console/components/console-page-title';
import { openStaffPage } from '@/features/console/server/staff-page';
import { ExpertsConsole } from '@/features/experts/components/experts-console';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'ExpertsAdmin' });
  return { title: t('title') };
}

// /admin/experts (issue 14): editors add, change and remove experts and pools, in both languages.
export default async function ExpertsConsolePage({ params }: Props) {
  const { locale } = await openStaffPage({ params }, ['editor']);
  const t = await getTranslations({ locale, namespace: 'ExpertsAdmin' });
  return (
    <>
      <ConsolePageTitle title={t('title')} description={t('description')} />
      <ExpertsConsole />
    </>
  );
}
