import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ChangeStatus, ConsoleChanges } from '@/components/console/console-changes';
import { ConsolePageTitle } from '@/components/console/console-page-title';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { ReferenceList } from '@/features/institutions/components/console/reference-lists';
import { referenceEntryOf } from '@/features/institutions/reference-entry';
import { listReferenceRows } from '@/features/institutions/server/reference-store';
import { consolePath } from '@/lib/navigation/console-path';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'InstitutionsAdmin' });
  return { title: t('listsTitle') };
}

// /admin/institutions/lists (issue 14): editors keep the export types and participation modes.
export default async function InstitutionListsPage({ params }: Props) {
  const { locale } = await openConsoleArea('institutions', { params });
  const [t, { types, modes }] = await Promise.all([
    getTranslations({ locale, namespace: 'InstitutionsAdmin' }),
    readConsoleData(async (db) => {
      const [types, modes] = await Promise.all([
        listReferenceRows(db, 'types'),
        listReferenceRows(db, 'modes'),
      ]);
      return {
        types: types.map((row) => referenceEntryOf('types', row)),
        modes: modes.map((row) => referenceEntryOf('modes', row)),
      };
    }),
  ]);
  return (
    <ConsoleChanges failed={t('errors.failed')}>
      <ConsolePageTitle
        title={t('listsTitle')}
        description={t('listsDescription')}
        actions={
          <a href={consolePath('/institutions', locale)} className="button button-outlined">
            {t('backToList')}
          </a>
        }
      />
      <ChangeStatus />
      <ReferenceList locale={locale} kind="types" entries={types} />
      <ReferenceList locale={locale} kind="modes" entries={modes} />
    </ConsoleChanges>
  );
}
