import 'server-only';

import type { Locale } from '@/lib/i18n/routing';

import type { DataType } from '../constants';
import type { FilterEntry, Statistic, StatisticItem, StatisticsQuery } from '../schemas';

/** An item as a provider holds it; the VIP rule (`locked`) is the portal's, applied after. */
export type ProvidedItem = Omit<StatisticItem, 'locked'>;
export type ProvidedStatistic = Omit<Statistic, 'locked'>;

/**
 * Where the interactive data comes from (issue 26): the portal's own database by default, or the
 * statistics provider's HTTP API when STATISTA_API_KEY is set. Both answer in the specification's
 * shape, in the language asked for.
 */
export type StatisticsProvider = {
  /** The items of one data type matching the filters, newest first. */
  list: (type: DataType, query: StatisticsQuery, locale: Locale) => Promise<ProvidedItem[]>;
  /** The full statistic (with its chart), or null when there is none by that identifier. */
  one: (identifier: string, locale: Locale) => Promise<ProvidedStatistic | null>;
  industries: (locale: Locale) => Promise<FilterEntry[]>;
  geolocations: (locale: Locale) => Promise<FilterEntry[]>;
};
