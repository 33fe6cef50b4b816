import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ChangeStatus, ConsoleChanges } from '@/components/console/console-changes';
import { ConsolePageTitle } from '@/components/console/console-page-title';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { AddInstitutionButton } from '@/features/institutions/components/console/institution-buttons';
import { InstitutionsList } from '@/features/institutions/components/console/institutions-list';
import { filterInstitutions, withNames } from '@/features/institutions/institution-list';
import { institutionConsoleQuerySchema } from '@/features/institutions/schemas';
import { listInstitutionRows, listReferenceLists } from '@/features/institutions/server/queries';
import { consolePath } from '@/lib/navigation/console-path';
import { lenientQuery, type SearchParams } from '@/lib/navigation/list-query';
import { listPage } from '@/lib/pagination';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'InstitutionsAdmin' });
  return { title: t('title') };
}

// /admin/institutions (issue 14): editors keep the trade support institutions of the directory.
export default async function InstitutionsAdminPage({ params, searchParams }: Props) {
  const { locale } = await openConsoleArea('institutions', { params });
  const query = lenientQuery(institutionConsoleQuerySchema, await searchParams);
  const [t, { rows, lists }] = await Promise.all([
    getTranslations({ locale, namespace: 'InstitutionsAdmin' }),
    readConsoleData(async (db) => {
      const [stored, lists] = await Promise.all([listInstitutionRows(db), listReferenceLists(db)]);
      return { rows: withNames(stored, lists), lists };
    }),
  ]);
  // A page past the end (the list shrank) shows the last page.
  const page = listPage(filterInstitutions(rows, { q: query.q }), query.page, query.page_size);
  return (
    <ConsoleChanges failed={t('errors.failed')}>
      <ConsolePageTitle
        title={t('title')}
        description={t('description')}
        actions={
          <>
            <a href={consolePath('/institutions/lists', locale)} className="button button-outlined">
              {t('listsLink')}
            </a>
            <AddInstitutionButton lists={lists} />
          </>
        }
      />
      <ChangeStatus />
      <InstitutionsList
        locale={locale}
        query={{ ...query, page: page.page }}
        page={page}
        lists={lists}
      />
    </ConsoleChanges>
  );
}
