import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { ChangeStatus, ConsoleChanges } from '@/components/console/console-changes';
import { ConsolePageTitle } from '@/components/console/console-page-title';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { GuideSections } from '@/features/guide/components/console/guide-sections';
import { readStaffGuide } from '@/features/guide/server/staff-guide';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'GuideAdmin' });
  return { title: t('title') };
}

// /admin/guide (issue 29): editors keep the export guide: its texts, its seven steps and their
// files, and the full guide members download.
export default async function GuideAdminPage({ params }: Props) {
  const { locale } = await openConsoleArea('guide', { params });
  const [t, guide] = await Promise.all([
    getTranslations({ locale, namespace: 'GuideAdmin' }),
    readConsoleData(readStaffGuide),
  ]);
  if (!guide) notFound();
  return (
    <ConsoleChanges failed={t('errors.failed')}>
      <ConsolePageTitle title={t('title')} description={t('description')} />
      <ChangeStatus />
      <GuideSections guide={guide} locale={locale} />
    </ConsoleChanges>
  );
}
