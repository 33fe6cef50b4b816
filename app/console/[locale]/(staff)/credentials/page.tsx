import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ChangeStatus, ConsoleChanges } from '@/components/console/console-changes';
import { ConsolePageTitle } from '@/components/console/console-page-title';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { AddCredentialButton } from '@/features/credentials/components/console/credential-buttons';
import { CredentialsList } from '@/features/credentials/components/console/credentials-list';
import { isActiveCredential, searchCredentials } from '@/features/credentials/credential-list';
import { credentialConsoleQuerySchema } from '@/features/credentials/schemas';
import { listCredentials, listCredentialTypes } from '@/features/credentials/server/queries';
import { listCountries } from '@/features/lookups/server/queries';
import { pick } from '@/lib/i18n/localized';
import { lenientQuery, type SearchParams } from '@/lib/navigation/list-query';
import { listPage } from '@/lib/pagination';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'CredentialsAdmin' });
  return { title: t('title') };
}

// /admin/credentials (issue 27): editors keep the agency's credentials (part 2 "Credentials"),
// through the specification's POST /api/credentials, PUT and DELETE /api/credentials/{id}.
export default async function CredentialsAdminPage({ params, searchParams }: Props) {
  const { locale } = await openConsoleArea('credentials', { params });
  const query = lenientQuery(credentialConsoleQuerySchema, await searchParams);
  const [t, { rows, types, countries }] = await Promise.all([
    getTranslations({ locale, namespace: 'CredentialsAdmin' }),
    readConsoleData(async (db) => {
      const [rows, types, countries] = await Promise.all([
        listCredentials(db),
        listCredentialTypes(db),
        listCountries(db),
      ]);
      return { rows, types, countries };
    }),
  ]);
  const choices = {
    types: types.map((type) => ({ value: type.id, label: pick(type, 'name', locale) })),
    countries: countries
      .map((country) => ({ value: country.id, label: pick(country, 'name', locale) }))
      .sort((a, b) => a.label.localeCompare(b.label, locale)),
  };
  const found = searchCredentials(rows, query.q).filter(
    (row) =>
      (query.type === undefined || row.type === query.type) &&
      (query.status === undefined || isActiveCredential(row) === (query.status === 'active')),
  );
  // A page past the end (the list shrank) shows the last page.
  const page = listPage(found, query.page, query.page_size);
  return (
    <ConsoleChanges failed={t('errors.failed')}>
      <ConsolePageTitle
        title={t('title')}
        description={t('description')}
        actions={<AddCredentialButton choices={choices} />}
      />
      <ChangeStatus />
      <CredentialsList
        locale={locale}
        query={{ ...query, page: page.page }}
        page={page}
        choices={choices}
      />
    </ConsoleChanges>
  );
}
