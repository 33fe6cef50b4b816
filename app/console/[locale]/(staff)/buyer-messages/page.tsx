import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ConsolePageTitle } from '@/components/console/console-page-title';
import { StaffMessages } from '@/features/buyer-messages/components/console/staff-messages';
import { staffQuerySchema } from '@/features/buyer-messages/schemas';
import { listStaffMessages } from '@/features/buyer-messages/server/staff-list';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { lenientQuery, type SearchParams } from '@/lib/navigation/list-query';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'BuyerMessages.staff' });
  return { title: t('title') };
}

// Issue 14: officers and administrators read the contact relay; reading writes no audit entry.
export default async function BuyerMessagesConsolePage({ params, searchParams }: Props) {
  const { locale } = await openConsoleArea('buyerMessages', { params });
  const t = await getTranslations({ locale, namespace: 'BuyerMessages.staff' });
  const asked = lenientQuery(staffQuerySchema, await searchParams);
  const list = await readConsoleData(async (db) => {
    const found = await listStaffMessages(db, asked);
    return asked.page > found.page_count
      ? listStaffMessages(db, { ...asked, page: found.page_count })
      : found;
  });
  return (
    <>
      <ConsolePageTitle title={t('title')} description={t('description')} />
      <StaffMessages query={{ ...asked, page: list.page }} list={list} locale={locale} />
    </>
  );
}
