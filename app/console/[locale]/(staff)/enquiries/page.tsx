import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ConsolePageTitle } from '@/features/console/components/console-page-title';
import { consolePath } from '@/features/console/console-route';
import { openStaffPage } from '@/features/console/server/staff-page';
import { listOwners } from '@/features/enquiries/server/staff-reads';
import { EnquiryGridIsland } from '@/features/enquiry-desk/components/enquiry-grid-island';
import { parseDeskQuery } from '@/features/enquiry-desk/desk-query';
import { getDb } from '@/lib/db/client';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'EnquiryDesk' });
  return { title: t('title') };
}

// Issue 13: every enquiry in a grid the API filters, sorts and pages; its state is the address's.
export default async function EnquiriesPage({ params, searchParams }: Props) {
  const { locale } = await openStaffPage({ params }, ['officer']);
  const t = await getTranslations({ locale, namespace: 'EnquiryDesk' });
  const owners = await listOwners(await getDb());
  return (
    <>
      <ConsolePageTitle title={t('title')} description={t('description')} />
      <EnquiryGridIsland
        initial={parseDeskQuery(await searchParams)}
        owners={owners}
        basePath={consolePath('/enquiries', locale)}
      />
    </>
  );
}
