import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ChangeStatus, ConsoleChanges } from '@/components/console/console-changes';
import { ConsolePageTitle } from '@/components/console/console-page-title';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { ContactsSections } from '@/features/contact/components/console/contacts-sections';
import type { StaffOffice, StaffSocialLink } from '@/features/contact/staff-schemas';
import { listRecordRows } from '@/lib/api/staff-record-routes';
import { offices, socialMedia } from '@/lib/db/schema';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'ContactsAdmin' });
  return { title: t('title') };
}

// /admin/contacts (issue 29): editors keep the offices (contact and home pages) and the social
// links of the footer.
export default async function ContactsAdminPage({ params }: Props) {
  const { locale } = await openConsoleArea('contacts', { params });
  const [t, rows] = await Promise.all([
    getTranslations({ locale, namespace: 'ContactsAdmin' }),
    readConsoleData(async (db) => {
      const [officeRows, social] = await Promise.all([
        listRecordRows<StaffOffice>(db, offices),
        listRecordRows<StaffSocialLink>(db, socialMedia),
      ]);
      return { offices: officeRows, social };
    }),
  ]);
  return (
    <ConsoleChanges failed={t('errors.failed')}>
      <ConsolePageTitle title={t('title')} description={t('description')} />
      <ChangeStatus />
      <ContactsSections locale={locale} offices={rows.offices} social={rows.social} />
    </ConsoleChanges>
  );
}
