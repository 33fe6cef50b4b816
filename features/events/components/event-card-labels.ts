import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/lib/i18n/routing';

import type { EventCardLabels } from './event-card';

/** The event card's words in the page's language (the status, the timing, the facts, the links). */
export async function eventCardLabels(locale: Locale): Promise<EventCardLabels> {
  const t = await getTranslations({ locale, namespace: 'Events' });
  return {
    status: t('status.label'),
    statuses: {
      open: t('status.open'),
      closed: t('status.closed'),
      confirmed: t('status.confirmed'),
      soon: t('status.soon'),
    },
    timing: {
      upcoming: t('timing.upcoming'),
      running: t('timing.running'),
      expired: t('timing.expired'),
    },
    dates: t('card.dates'),
    place: t('card.place'),
    type: t('card.type'),
    mode: t('card.mode'),
    industry: t('card.industry'),
    allSectors: t('card.allSectors'),
    website: t('card.website'),
    newTab: t('card.newTab'),
    addToCalendar: t('card.addToCalendar'),
    addToCalendarOf: (name) => t('card.addToCalendarOf', { name }),
  };
}
