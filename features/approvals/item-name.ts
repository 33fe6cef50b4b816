import type { Locale } from '@/lib/i18n/routing';

import type { QueueItem } from './schemas';

/** A waiting record's own name: a product's or service's in the console's language, else the company's. */
export const itemName = (item: QueueItem['item'], company: QueueItem['company'], locale: Locale) =>
  item
    ? locale === 'ar'
      ? item.name_ara || item.name_eng
      : item.name_eng || item.name_ara
    : company.registered_name;
