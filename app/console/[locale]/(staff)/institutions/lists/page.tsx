import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { PageMessages } from '@/components/i18n/page-messages';
import { ConsolePageTitle } from '@/features/console/components/console-page-title';
import { consolePath } from '@/features/console/console-route';
import { openStaffPage } from '@/features/console/server/staff-page';
import { ReferenceListsAdmin } from '@/features/institutions/components/admin/institutions-admin';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'InstitutionsAdmin' });
  return { title: t('listsTitle') };
}

// /admin/institutions/lists (issue 14): editors keep the export types and participation modes.
export default async function InstitutionListsPage({ params }: Props) {
  const { locale } = await openStaffPage({ params }, ['editor']);
  const t = await getTranslations({ locale, namespace: 'InstitutionsAdmin' });
  return (
    <>
      <ConsolePageTitle title={t('listsTitle')} description={t('listsDescription')} />
      <p>
        <a href={consolePath('/institutions', locale)}>{t('backToList')}</a>
      </p>
      <PageMessages namespaces={['InstitutionsAdmin']}>
        <ReferenceListsAdmin />
      </PageMessages>
    </>
  );
}
