import { getTranslations } from 'next-intl/server';

import { AlertMeLink } from '@/components/directory/alert-me-link';
import { DirectoryFilters } from '@/components/directory/directory-filters';
import { choicesOf, directoryParts } from '@/components/directory/directory-parts';
import { DirectoryResults } from '@/components/directory/directory-results';
import { DirectorySection } from '@/components/directory/directory-section';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';
import { LIST_VIEW_KEYS, listViewPage, type ListView } from '@/lib/navigation/list-views';
import { listPage } from '@/lib/pagination';

import { barrierChoicesOf, filterBarriers, filtersOfView } from '../barrier-list';
import {
  BARRIER_STATUSES,
  REGISTER_FEED_PATH,
  REGISTER_PAGE_SIZE,
  REGISTER_PATH,
  REGISTER_SEARCH_MAX,
  REPORT_BARRIER_PATH,
} from '../constants';
import type { PublicBarrier } from '../schemas';

import { BarrierCard } from './barrier-card';
import styles from './register.module.css';

/** The list's anchor: the filter form and the page links return to it. */
const ANCHOR = 'register';

type Props = { entries: PublicBarrier[]; view: ListView; locale: Locale };

/**
 * Issue 39 part 3: the register's filters (in the address), the number found, the entries and
 * their pages; rendered on the server from the cached list.
 */
export async function RegisterList({ entries, view, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'TradeBarrierRegister' });
  const alertMeT = await getTranslations({ locale, namespace: 'AlertMe' });
  const filters = filtersOfView(view);
  const found = filterBarriers(entries, filters);
  const shown = listPage(found, listViewPage(view), REGISTER_PAGE_SIZE);
  const parts = directoryParts(t, locale, view, {
    path: REGISTER_PATH,
    keys: LIST_VIEW_KEYS.tradeBarriers,
    anchor: ANCHOR,
  });
  const choices = barrierChoicesOf(entries);
  const intro = (
    <p className={styles.intro}>
      <a href={localePath(REPORT_BARRIER_PATH, locale)}>{t('reportBarrier')}</a>
      <a href={localePath(REGISTER_FEED_PATH, locale)} type="application/atom+xml">
        {t('feedLink')}
      </a>
    </p>
  );
  // Issue 45: the alerts' form with this list's country and sector chosen.
  const alertMe = (
    <AlertMeLink
      label={alertMeT('link')}
      locale={locale}
      choices={{
        type: 'trade_barriers',
        country: filters.country,
        industry: filters.sector,
      }}
    />
  );
  return (
    <DirectorySection anchor={ANCHOR} title={t('listTitle')} before={intro}>
      <DirectoryFilters
        {...parts.form}
        idPrefix="barriers"
        widths={{ select: 160, text: 260 }}
        fields={[
          parts.search(REGISTER_SEARCH_MAX),
          parts.select('country', choicesOf(choices.countries, locale, { sorted: true })),
          parts.select('sector', choicesOf(choices.sectors, locale, { sorted: true })),
          parts.select(
            'status',
            BARRIER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
          ),
        ]}
      />
      <DirectoryResults
        testId="register"
        count={parts.count(shown)}
        countAside={alertMe}
        empty={{ text: t('empty') }}
        items={shown.items}
        itemKey={(entry) => entry.id}
        gridTestId="register-entries"
        renderItem={(entry) => <BarrierCard entry={entry} locale={locale} />}
        pager={parts.pager(shown)}
      />
    </DirectorySection>
  );
}
