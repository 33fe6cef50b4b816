import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ChangeStatus, ConsoleChanges } from '@/components/console/console-changes';
import { ConsolePageTitle } from '@/components/console/console-page-title';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { EnquiryTextsList } from '@/features/enquiries/components/console/enquiry-texts-list';
import { listStaffEnquiryPages } from '@/features/enquiries/server/staff-page-routes';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'EnquiryPagesAdmin' });
  return { title: t('title') };
}

// /admin/enquiry-pages (issue 29): editors keep each enquiry page's texts and the tooltips of the
// home page's enquiry-type dialog.
export default async function EnquiryPagesAdminPage({ params }: Props) {
  const { locale } = await openConsoleArea('enquiryPages', { params });
  const [t, pages] = await Promise.all([
    getTranslations({ locale, namespace: 'EnquiryPagesAdmin' }),
    readConsoleData(listStaffEnquiryPages),
  ]);
  return (
    <ConsoleChanges failed={t('errors.failed')}>
      <ConsolePageTitle title={t('title')} description={t('description')} />
      <ChangeStatus />
      <EnquiryTextsList locale={locale} pages={pages} />
    </ConsoleChanges>
  );
}
