import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { DirectoryFilters } from '@/components/directory/directory-filters';
import { directoryLinks } from '@/components/directory/directory-links';
import { DirectoryResults } from '@/components/directory/directory-results';
import { DirectorySection } from '@/components/directory/directory-section';
import { textsOf } from '@/components/directory/directory-text';
import directory from '@/components/directory/directory.module.css';
import { countValues } from '@/lib/i18n/format-number';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';
import { LIST_VIEW_KEYS, type ListView } from '@/lib/navigation/list-views';

import { searchAgreements } from '../agreement-list';
import { AGREEMENT_SEARCH_MAX, AGREEMENTS_PATH, FTA_MAP_PATH } from '../constants';
import type { Agreement } from '../schemas';

import { AgreementCard } from './agreement-card';

/** The list's anchor: the search returns to it under the page's text. */
export const AGREEMENTS_ANCHOR = 'agreements';

type Props = {
  agreements: Agreement[];
  view: ListView;
  locale: Locale;
  /** What the page adds to each agreement's card (market access's code box). */
  cardExtra?: (agreement: Agreement) => ReactNode;
};

// /free-trade-agreements (part 1 §2.1, part 3 §5): the shown agreements, newest first, searched by
// title (`?search=`, a plain GET form), each with its dates, coverage, partners and official site.
export async function AgreementsList({ agreements, view, locale, cardExtra }: Props) {
  const t = await getTranslations({ locale, namespace: 'Agreements' });
  const found = searchAgreements(agreements, view.search ?? '');
  const links = directoryLinks({
    path: localePath(AGREEMENTS_PATH, locale),
    view,
    keys: LIST_VIEW_KEYS.agreements,
    anchor: AGREEMENTS_ANCHOR,
  });
  const labels = {
    ...textsOf(t, 'card', ['signed', 'inForce', 'covers', 'partners', 'officialText']),
    newTab: t('newTab'),
  };
  return (
    <DirectorySection anchor={AGREEMENTS_ANCHOR} title={t('list.title')}>
      <DirectoryFilters
        action={links.action}
        idPrefix="agreements"
        values={view}
        clearHref={links.clearHref}
        widths={{ text: 260 }}
        labels={{
          legend: t('list.searchLabel'),
          submit: t('list.submit'),
          clear: t('list.clear'),
        }}
        fields={[
          {
            kind: 'text',
            name: 'search',
            label: t('list.search'),
            placeholder: t('list.searchHint'),
            maxLength: AGREEMENT_SEARCH_MAX,
          },
        ]}
      />
      <DirectoryResults
        testId="agreements"
        count={t('list.count', countValues(found.length, locale))}
        empty={{ text: t('list.empty') }}
        items={found}
        itemKey={(agreement) => agreement.id}
        renderItem={(agreement) => (
          <AgreementCard
            agreement={agreement}
            locale={locale}
            headingLevel={3}
            labels={labels}
            extra={cardExtra?.(agreement)}
          />
        )}
      />
      <p>
        <a href={localePath(FTA_MAP_PATH, locale)} className={directory.textLink}>
          {t('list.toMap')}
        </a>
      </p>
    </DirectorySection>
  );
}
