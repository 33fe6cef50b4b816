import { getTranslations } from 'next-intl/server';

import { DirectoryFilters } from '@/components/directory/directory-filters';
import { choicesOf, directoryParts } from '@/components/directory/directory-parts';
import { DirectoryResults } from '@/components/directory/directory-results';
import { DirectorySection } from '@/components/directory/directory-section';
import { textsOf } from '@/components/directory/directory-text';
import type { Locale } from '@/lib/i18n/routing';
import { LIST_VIEW_KEYS, listViewPage, type ListView } from '@/lib/navigation/list-views';
import { listPage } from '@/lib/pagination';

import { INSTITUTION_SEARCH_MAX, INSTITUTIONS_PAGE_SIZE } from '../constants';
import { filterInstitutions, filtersOfView, type ReferenceLists } from '../institution-list';
import type { Institution } from '../schemas';

import { InstitutionCard } from './institution-card';

/** The directory's anchor: the filter form and the page links return to it on a longer page. */
export const DIRECTORY_ANCHOR = 'institutions';

type Props = {
  institutions: Institution[];
  lists: ReferenceLists;
  view: ListView;
  /** The page's public path without locale (its query is the view). */
  path: string;
  locale: Locale;
  /** 2 on the directory's own page; 3 under page 150's content. */
  headingLevel: 2 | 3;
};

// part 2 "Export trade support institutions": filters by type, participation mode and governorate
// plus text, the number found, the cards and their pages; rendered on the server from cached data.
export async function InstitutionsDirectory({
  institutions,
  lists,
  view,
  path,
  locale,
  headingLevel,
}: Props) {
  const t = await getTranslations({ locale, namespace: 'Institutions' });
  const found = filterInstitutions(institutions, filtersOfView(view));
  const shown = listPage(found, listViewPage(view), INSTITUTIONS_PAGE_SIZE);
  const parts = directoryParts(t, locale, view, {
    path,
    keys: LIST_VIEW_KEYS.institutions,
    anchor: DIRECTORY_ANCHOR,
  });
  const labels = textsOf(t, 'card', [
    'types',
    'mode',
    'gov',
    'services',
    'contacts',
    'address',
    'phone',
    'email',
    'website',
    'newTab',
  ]);
  return (
    <DirectorySection anchor={DIRECTORY_ANCHOR} title={t('listTitle')} level={headingLevel}>
      <DirectoryFilters
        {...parts.form}
        idPrefix="institutions"
        fields={[
          parts.search(INSTITUTION_SEARCH_MAX),
          parts.select('type', choicesOf(lists.types, locale, { base: 'type' })),
          parts.select('mode', choicesOf(lists.modes, locale, { base: 'mode' })),
          parts.select('gov', choicesOf(lists.govs, locale)),
        ]}
      />
      <DirectoryResults
        testId="institutions"
        count={parts.count(shown)}
        empty={{ text: t('empty') }}
        items={shown.items}
        itemKey={(institution) => institution.id}
        columns="two"
        renderItem={(institution) => (
          <InstitutionCard
            institution={institution}
            locale={locale}
            headingLevel={headingLevel === 2 ? 3 : 4}
            labels={labels}
          />
        )}
        pager={parts.pager(shown)}
      />
    </DirectorySection>
  );
}
