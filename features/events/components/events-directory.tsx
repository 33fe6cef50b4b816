import { getTranslations } from 'next-intl/server';

import { AlertMeLink } from '@/components/directory/alert-me-link';
import { DirectoryFilters } from '@/components/directory/directory-filters';
import { choicesOf, directoryParts } from '@/components/directory/directory-parts';
import { DirectoryResults } from '@/components/directory/directory-results';
import { DirectorySection } from '@/components/directory/directory-section';
import { formatYear } from '@/lib/i18n/format-number';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';
import { LIST_VIEW_KEYS, listViewPage, type ListView } from '@/lib/navigation/list-views';
import { listPage } from '@/lib/pagination';

import {
  EVENT_PATHS,
  EVENT_SCOPES,
  EVENT_SEARCH_MAX,
  EVENTS_PAGE_SIZE,
  LOCATION_TYPES,
  type EventScope,
} from '../constants';
import { filterEvents, filtersOfView, sortEvents, yearsOf } from '../event-list';
import type { EventType, PublicEvent } from '../schemas';

import { EventCard } from './event-card';
import { eventCardLabels } from './event-card-labels';
import styles from './events-directory.module.css';

/** The list's anchor: the filter form and the page links return to it. */
export const EVENTS_ANCHOR = 'events';

type Named = { id: number; name_eng: string; name_ara: string };
export type EventChoices = {
  types: EventType[];
  modes: EventType[];
  sectors: Named[];
  countries: Named[];
};

type Props = {
  scope: EventScope;
  events: PublicEvent[];
  choices: EventChoices;
  view: ListView;
  locale: Locale;
  /** Amman's day the page is rendered on. */
  today: string;
};

/**
 * part 2 "Events": the two kinds of event as tabs, the filters (in the address), the number found,
 * the cards and their pages; rendered on the server from the cached list.
 */
export async function EventsDirectory({ scope, events, choices, view, locale, today }: Props) {
  const [t, labels] = await Promise.all([
    getTranslations({ locale, namespace: 'Events' }),
    eventCardLabels(locale),
  ]);
  const alertMeT = await getTranslations({ locale, namespace: 'AlertMe' });
  const path = EVENT_PATHS[scope];
  const ofScope = events.filter((event) => event.location_type === LOCATION_TYPES[scope]);
  const filters = filtersOfView(view);
  const found = sortEvents(filterEvents(ofScope, filters), today);
  const shown = listPage(found, listViewPage(view), EVENTS_PAGE_SIZE);
  const parts = directoryParts(t, locale, view, {
    path,
    keys: LIST_VIEW_KEYS.events,
    anchor: EVENTS_ANCHOR,
  });
  const countryIds = new Set(ofScope.map((event) => event.country_id));
  const countries = choices.countries.filter((country) => countryIds.has(country.id));
  const tabs = (
    <nav className={styles.tabs} aria-label={t('tabs.label')}>
      <ul>
        {EVENT_SCOPES.map((other) => (
          <li key={other}>
            <a
              href={localePath(EVENT_PATHS[other], locale)}
              aria-current={other === scope ? 'page' : undefined}
            >
              {t(`tabs.${other}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
  // Issue 45: the alerts' form with this list's country and sector chosen.
  const alertMe = (
    <AlertMeLink
      label={alertMeT('link')}
      locale={locale}
      choices={{
        type: 'events',
        country: filters.country,
        industry: filters.industry,
      }}
    />
  );
  return (
    <DirectorySection anchor={EVENTS_ANCHOR} title={t(`${scope}.listTitle`)} before={tabs}>
      <DirectoryFilters
        {...parts.form}
        idPrefix="events"
        widths={{ select: 160, text: 260 }}
        fields={[
          parts.search(EVENT_SEARCH_MAX),
          // Every local event is in Jordan: no country to choose there.
          ...(scope === 'local'
            ? []
            : [parts.select('country', choicesOf(countries, locale, { sorted: true }))]),
          parts.select('type', choicesOf(choices.types, locale)),
          parts.select('mode', choicesOf(choices.modes, locale)),
          parts.select('industry', choicesOf(choices.sectors, locale)),
          parts.select(
            'year',
            yearsOf(ofScope).map((year) => ({ value: year, label: formatYear(year, locale) })),
          ),
        ]}
      />
      <DirectoryResults
        testId="events"
        count={parts.count(shown)}
        countAside={alertMe}
        empty={{ text: t('empty') }}
        items={shown.items}
        itemKey={(event) => event.id}
        columns="two"
        renderItem={(event) => (
          <EventCard event={event} locale={locale} today={today} labels={labels} />
        )}
        pager={parts.pager(shown)}
      />
    </DirectorySection>
  );
}
