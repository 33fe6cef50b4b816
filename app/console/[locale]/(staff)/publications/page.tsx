import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ChangeStatus, ConsoleChanges } from '@/components/console/console-changes';
import { ConsolePageTitle } from '@/components/console/console-page-title';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { listCountries, listIndustries } from '@/features/lookups/server/queries';
import { AddPublicationButton } from '@/features/publications/components/console/publication-buttons';
import type { PublicationChoices } from '@/features/publications/components/console/publication-form-dialog';
import { PublicationsList } from '@/features/publications/components/console/publications-list';
import { orderCountries } from '@/features/publications/publication-filters';
import { staffPublicationsQuerySchema } from '@/features/publications/schemas';
import { listStaffPublications } from '@/features/publications/server/staff-reads';
import { lenientQuery, type SearchParams } from '@/lib/navigation/list-query';
import { ammanDay } from '@/lib/time/amman-day';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'PublicationsAdmin' });
  return { title: t('title') };
}

// /admin/publications (issue 26): editors keep the publications catalogue, with how often members
// downloaded each file.
export default async function PublicationsAdminPage({ params, searchParams }: Props) {
  const { locale } = await openConsoleArea('publications', { params });
  const query = lenientQuery(staffPublicationsQuerySchema, await searchParams);
  const [t, { page, countries, sectors }] = await Promise.all([
    getTranslations({ locale, namespace: 'PublicationsAdmin' }),
    readConsoleData(async (db) => {
      const [page, countries, industries] = await Promise.all([
        listStaffPublications(db, query),
        listCountries(db),
        listIndustries(db),
      ]);
      const sectors = industries.map(({ iid, name_eng, name_ara }) => ({
        id: iid,
        name_eng,
        name_ara,
      }));
      return { page, countries, sectors };
    }),
  ]);
  const choices: PublicationChoices = {
    countries: orderCountries(countries, locale),
    sectors,
    today: ammanDay(new Date()),
  };
  return (
    <ConsoleChanges failed={t('errors.failed')}>
      <ConsolePageTitle
        title={t('title')}
        description={t('description')}
        actions={<AddPublicationButton choices={choices} />}
      />
      <ChangeStatus />
      <PublicationsList
        locale={locale}
        query={{ ...query, page: page.page }}
        page={page}
        choices={choices}
      />
    </ConsoleChanges>
  );
}
