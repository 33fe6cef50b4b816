import { consolePage, readTogether } from '@/features/console/server/console-page';
import { AddCredentialButton } from '@/features/credentials/components/console/credential-buttons';
import { CredentialsList } from '@/features/credentials/components/console/credentials-list';
import { isActiveCredential, searchCredentials } from '@/features/credentials/credential-list';
import { credentialConsoleQuerySchema } from '@/features/credentials/schemas';
import { listCredentials, listCredentialTypes } from '@/features/credentials/server/queries';
import { listCountries } from '@/features/lookups/server/queries';
import { pick } from '@/lib/i18n/localized';
import { lenientQuery } from '@/lib/navigation/list-query';
import { listPage } from '@/lib/pagination';

// /admin/credentials (issue 27): editors keep the agency's credentials (part 2 "Credentials"),
// through the specification's POST /api/credentials, PUT and DELETE /api/credentials/{id}.
const route = consolePage({
  area: 'credentials',
  namespace: 'CredentialsAdmin',
  query: (search) => lenientQuery(credentialConsoleQuerySchema, search),
  read: (db) =>
    readTogether(db, {
      rows: listCredentials,
      types: listCredentialTypes,
      countries: listCountries,
    }),
  view: ({ rows, types, countries }, { locale, query, shown }) => {
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
    return {
      actions: <AddCredentialButton choices={choices} />,
      body: <CredentialsList {...shown(page)} choices={choices} />,
    };
  },
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
