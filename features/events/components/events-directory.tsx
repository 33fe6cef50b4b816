import { getTranslations } from 'next-intl/server';

import { PageLinks } from '@/components/ui/page-links';
import { countValues, formatYear, pageValues } from '@/lib/i18n/format-number';
import { localePath } from '@/lib/i18n/locale-path';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import {
  LIST_VIEW_KEYS,
  listViewHref,
  listViewPage,
  type ListView,
} from '@/lib/navigation/list-views';
import { listPage } from '@/lib/pagination';

import {
  EVENT_PATHS,
  EVENT_SCOPES,
  EVENTS_PAGE_SIZE,
  LOCATION_TYPES,
  type EventScope,
} from '../constants';
import { filterEvents, filtersOfView, sortEvents, yearsOf } from '../event-list';
import type { EventType, PublicEvent } from '../schemas';

import { EventCard } from './event-card';
import { eventCardLabels } from './event-card-labels';
import { EventFilters, type FilterOption } from './event-filters';
import styles from './events-directory.module.css';

const KEYS = LIST_VIEW_KEYS.events;
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

const options = (rows: Named[], locale: Locale): FilterOption[] =>
  rows.map((row) => ({ id: row.id, label: pick(row, 'name', locale) }));

/**
 * part 2 "Events": the two kinds of event as tabs, the filters (in the address), the number found,
 * the cards and their pages; rendered on the server from the cached list.
 */
export async function EventsDirectory({ scope, events, choices, view, locale, today }: Props) {
  const [t, labels] = await Promise.all([
    getTranslations({ locale, namespace: 'Events' }),
    eventCardLabels(locale),
  ]);
  const path = EVENT_PATHS[scope];
  const ofScope = events.filter((event) => event.location_type === LOCATION_TYPES[scope]);
  const found = sortEvents(filterEvents(ofScope, filtersOfView(view)), today);
  const shown = listPage(found, listViewPage(view), EVENTS_PAGE_SIZE);
  const href = (changes: Record<string, string | number | null>) =>
    `${localePath(listViewHref(path, view, KEYS, changes), locale)}#${EVENTS_ANCHOR}`;
  const filtered = KEYS.some((key) => key !== 'page' && view[key] !== undefined);
  const collator = new Intl.Collator(locale);
  const countryIds = new Set(ofScope.map((event) => event.country_id));
  const countries = options(
    choices.countries.filter((country) => countryIds.has(country.id)),
    locale,
  ).sort((a, b) => collator.compare(a.label, b.label));
  const years = yearsOf(ofScope).map((year) => ({ id: year, label: formatYear(year, locale) }));
  return (
    <section id={EVENTS_ANCHOR} className={styles.directory} aria-labelledby="events-heading">
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
      <h2 id="events-heading" className={styles.heading}>
        {t(`${scope}.listTitle`)}
      </h2>
      <EventFilters
        action={`${localePath(path, locale)}#${EVENTS_ANCHOR}`}
        values={view}
        options={{
          // Every local event is in Jordan: no country to choose there.
          country: scope === 'local' ? [] : countries,
          type: options(choices.types, locale),
          mode: options(choices.modes, locale),
          industry: options(choices.sectors, locale),
          year: years,
        }}
        clearHref={filtered ? href(Object.fromEntries(KEYS.map((key) => [key, null]))) : null}
        labels={{
          legend: t('filters.legend'),
          q: t('filters.q'),
          qHint: t('filters.qHint'),
          country: t('filters.country'),
          type: t('filters.type'),
          mode: t('filters.mode'),
          industry: t('filters.industry'),
          year: t('filters.year'),
          all: t('filters.all'),
          submit: t('filters.submit'),
          clear: t('filters.clear'),
        }}
      />
      <p className={styles.count} data-testid="events-count">
        {t('count', countValues(shown.total, locale))}
        {shown.pageCount > 1 &&
          ` · ${t('pageOf', pageValues(shown.page, shown.pageCount, locale))}`}
      </p>
      {shown.items.length === 0 ? (
        <p className={styles.empty} data-testid="events-empty">
          {t('empty')}
        </p>
      ) : (
        <ul className={styles.cards}>
          {shown.items.map((event) => (
            <li key={event.id}>
              <EventCard event={event} locale={locale} today={today} labels={labels} />
            </li>
          ))}
        </ul>
      )}
      <PageLinks
        page={shown.page}
        pageCount={shown.pageCount}
        hrefFor={(page) => href({ page })}
        locale={locale}
        labels={{
          nav: t('pagination.label'),
          page: t.raw('pagination.page') as string,
          current: t.raw('pagination.current') as string,
          previous: t('pagination.previous'),
          next: t('pagination.next'),
        }}
      />
    </section>
  );
}
