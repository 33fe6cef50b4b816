import type { AlertContentType } from './constants';

// Issue 39 "Alerts": which noted items a subscription hears about. For each of sectors, countries
// and chapters the subscription restricts, an item matches when it carries none of that kind (a
// news item has no sector) or shares one with the subscription.

export type AlertFilters = {
  industry_ids: readonly number[];
  country_ids: readonly number[];
  hs_chapters: readonly string[];
};

export type MatchableItem = AlertFilters & { content_type: AlertContentType };
export type MatchingSubscription = AlertFilters & { content_types: readonly AlertContentType[] };

function passes<T>(chosen: readonly T[], carried: readonly T[]): boolean {
  if (chosen.length === 0 || carried.length === 0) return true;
  return carried.some((value) => chosen.includes(value));
}

/** Whether the item is of a chosen type and passes each restriction of the subscription. */
export function matchesSubscription(item: MatchableItem, subscription: MatchingSubscription) {
  return (
    subscription.content_types.includes(item.content_type) &&
    passes(subscription.industry_ids, item.industry_ids) &&
    passes(subscription.country_ids, item.country_ids) &&
    passes(subscription.hs_chapters, item.hs_chapters)
  );
}

/** The HS chapters of codes written as digits (2 to 10): their first two digits, once each. */
export function hsChaptersOf(codes: readonly string[]): string[] {
  const chapters = codes
    .map((code) => code.replace(/\D/g, ''))
    .filter((digits) => digits.length >= 2)
    .map((digits) => digits.slice(0, 2));
  return [...new Set(chapters)];
}
