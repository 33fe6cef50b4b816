import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { PageMessages } from '@/components/i18n/page-messages';
import { ConsolePageTitle } from '@/features/console/components/console-page-title';
import { consolePath } from '@/features/console/console-route';
import { openStaffPage } from '@/features/console/server/staff-page';
import { InstitutionsAdmin } from '@/features/institutions/components/admin/institutions-admin';
import { listReferenceLists } from '@/features/institutions/server/queries';
import { readConsoleData } from '@/features/members/server/read-console-data';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'InstitutionsAdmin' });
  return { title: t('title') };
}

// /admin/institutions (issue 14): editors keep the trade support institutions of the directory.
export default async function InstitutionsAdminPage({ params }: Props) {
  const { locale } = await openStaffPage({ params }, ['editor']);
  const [t, lists] = await Promise.all([
    getTranslations({ locale, namespace: 'InstitutionsAdmin' }),
    readConsoleData(listReferenceLists),
  ]);
  return (
    <>
      <ConsolePageTitle title={t('title')} description={t('description')} />
      <p>
        <a href={consolePath('/institutions/lists', locale)}>{t('listsLink')}</a>
      </p>
      <PageMessages namespaces={['InstitutionsAdmin']}>
        <InstitutionsAdmin lists={lists} />
      </PageMessages>
    </>
  );
}
