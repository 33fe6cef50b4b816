import 'server-only';

import type { StatisticItem } from '../schemas';

import type { ProvidedItem } from './provider';

/**
 * The VIP rule for premium items (part 1 "publications", part 3 "VIP rules", issue 26): every
 * member sees a premium item listed and marked; for a member who is not VIP it is `locked`, its
 * description and image left out, and its full statistic is refused (403).
 */
export function forMember<T extends ProvidedItem>(item: T, isVip: boolean): T & StatisticItem {
  const locked = item.premium && !isVip;
  return locked ? { ...item, locked, description: '', image_url: '' } : { ...item, locked: false };
}
