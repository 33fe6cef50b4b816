import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ChangeStatus, ConsoleChanges } from '@/components/console/console-changes';
import { ConsolePageTitle } from '@/components/console/console-page-title';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import {
  HomeContentSections,
  type HomeContentRows,
} from '@/features/home/components/console/home-content-sections';
import { listRecordRows } from '@/lib/api/staff-record-routes';
import { becomeAMember, homeBlocks, homeSlider, jeGoals, partners } from '@/lib/db/schema';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'HomeContentAdmin' });
  return { title: t('title') };
}

// /admin/home-content (issue 29): editors keep the home page's slider, service tiles, partners,
// goals and become-a-member block; a change shows on the home page at its next request.
export default async function HomeContentAdminPage({ params }: Props) {
  const { locale } = await openConsoleArea('homeContent', { params });
  const [t, rows] = await Promise.all([
    getTranslations({ locale, namespace: 'HomeContentAdmin' }),
    readConsoleData(async (db): Promise<HomeContentRows> => {
      const [slides, tiles, partnerRows, goals, member] = await Promise.all([
        listRecordRows<HomeContentRows['slides'][number]>(db, homeSlider),
        listRecordRows<HomeContentRows['tiles'][number]>(db, homeBlocks),
        listRecordRows<HomeContentRows['partners'][number]>(db, partners),
        listRecordRows<NonNullable<HomeContentRows['goals']>>(db, jeGoals),
        listRecordRows<NonNullable<HomeContentRows['member']>>(db, becomeAMember),
      ]);
      return {
        slides,
        tiles,
        partners: partnerRows,
        goals: goals[0] ?? null,
        member: member[0] ?? null,
      };
    }),
  ]);
  return (
    <ConsoleChanges failed={t('errors.failed')}>
      <ConsolePageTitle title={t('title')} description={t('description')} />
      <ChangeStatus />
      <HomeContentSections locale={locale} rows={rows} />
    </ConsoleChanges>
  );
}
