import { getTranslations } from 'next-intl/server';

import { DirectoryFilters } from '@/components/directory/directory-filters';
import { byLabel, choicesOf, directoryParts } from '@/components/directory/directory-parts';
import { DirectoryResults } from '@/components/directory/directory-results';
import { DirectorySection } from '@/components/directory/directory-section';
import { textsOf } from '@/components/directory/directory-text';
import { formatYear } from '@/lib/i18n/format-number';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import { LIST_VIEW_KEYS, listViewPage, type ListView } from '@/lib/navigation/list-views';
import { listPage } from '@/lib/pagination';

import { CREDENTIALS_PAGE_SIZE, CREDENTIALS_PATH } from '../constants';
import { filterCredentials, filtersOfView, yearsOf } from '../credential-list';
import type { Credential, CredentialType } from '../schemas';

import { CredentialCard } from './credential-card';

/** The list's anchor: the filter form and the page links return to it under the page's text. */
export const CREDENTIALS_ANCHOR = 'credentials';

type Props = {
  /** Every credential, newest first, "recent" as of today. */
  credentials: Credential[];
  types: CredentialType[];
  view: ListView;
  locale: Locale;
};

// part 2 "Credentials": filters by type, country and year, the number found, the cards and their
// pages, "No credentials found" when nothing matches; rendered on the server from cached data.
export async function CredentialsDirectory({ credentials, types, view, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'Credentials' });
  const found = filterCredentials(credentials, filtersOfView(view));
  const shown = listPage(found, listViewPage(view), CREDENTIALS_PAGE_SIZE);
  const parts = directoryParts(t, locale, view, {
    path: CREDENTIALS_PATH,
    keys: LIST_VIEW_KEYS.credentials,
    anchor: CREDENTIALS_ANCHOR,
  });
  const countries = new Map(
    credentials.map((credential) => [
      credential.country_id,
      pick(credential, 'country_name', locale),
    ]),
  );
  const labels = {
    ...textsOf(t, 'card', ['type', 'country', 'date', 'issuer']),
    badges: {
      active: t('status.active'),
      inactive: t('status.inactive'),
      recent: t('recent'),
      recentHint: t('recentHint'),
    },
  };
  return (
    <DirectorySection anchor={CREDENTIALS_ANCHOR} title={t('listTitle')}>
      <DirectoryFilters
        {...parts.form}
        idPrefix="credentials"
        fields={[
          parts.select('type', choicesOf(types, locale)),
          parts.select(
            'country',
            byLabel(
              [...countries].map(([id, label]) => ({ value: id, label })),
              locale,
            ),
          ),
          parts.select(
            'year',
            yearsOf(credentials).map((year) => ({
              value: year,
              label: formatYear(Number(year), locale),
            })),
          ),
        ]}
      />
      <DirectoryResults
        testId="credentials"
        count={parts.count(shown)}
        empty={{ text: t('empty'), hint: parts.filtered ? t('emptyHint') : null }}
        items={shown.items}
        itemKey={(credential) => credential.id}
        columns="three"
        renderItem={(credential) => (
          <CredentialCard credential={credential} locale={locale} labels={labels} />
        )}
        pager={parts.pager(shown)}
      />
    </DirectorySection>
  );
}
