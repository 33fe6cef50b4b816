import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ConsolePageTitle } from '@/components/console/console-page-title';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { EnquiryList } from '@/features/enquiries/components/console/enquiry-list';
import { consoleStaffContext } from '@/features/enquiries/server/staff-context';
import { listStaffEnquiries } from '@/features/enquiries/server/staff-list';
import { listOwners } from '@/features/enquiries/server/staff-reads';
import { enquiryListViewOf } from '@/features/enquiries/staff-list-query';
import type { SearchParams } from '@/lib/navigation/list-query';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'EnquiryDesk' });
  return { title: t('title') };
}

// Issue 13: every enquiry, filtered, sorted and paged on the server; the view is the address's.
export default async function EnquiriesPage({ params, searchParams }: Props) {
  const { locale, session } = await openConsoleArea('enquiries', { params });
  const t = await getTranslations({ locale, namespace: 'EnquiryDesk' });
  const asked = enquiryListViewOf(await searchParams);
  const context = consoleStaffContext(session.user.id, locale);
  const { list, owners } = await readConsoleData(async (db) => {
    const [found, owners] = await Promise.all([
      listStaffEnquiries(db, asked, context),
      listOwners(db),
    ]);
    // A page past the end (the list shrank) shows the last page.
    const list =
      asked.page > found.page_count
        ? await listStaffEnquiries(db, { ...asked, page: found.page_count }, context)
        : found;
    return { list: { ...list, target_days: context.targetDays }, owners };
  });
  return (
    <>
      <ConsolePageTitle title={t('title')} description={t('description')} />
      <EnquiryList
        locale={locale}
        view={{ ...asked, page: list.page }}
        list={list}
        owners={owners}
      />
    </>
  );
}
