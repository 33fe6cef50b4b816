import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import type { PublicEvent } from './schemas';

type Placed = Pick<
  PublicEvent,
  'venue_eng' | 'venue_ara' | 'city_eng' | 'city_ara' | 'country_name' | 'country_name_ara'
>;

/** Where an event is held, in a language: venue, city and country, those it has. */
export function eventPlace(event: Placed, locale: Locale, { venue = true } = {}): string {
  return [
    venue ? pick(event, 'venue', locale) : '',
    pick(event, 'city', locale),
    pick(event, 'country_name', locale),
  ]
    .filter(Boolean)
    .join(locale === 'ar' ? '، ' : ', ');
}
