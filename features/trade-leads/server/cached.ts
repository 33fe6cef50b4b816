import 'server-only';

import { cachedQuery } from '@/lib/cache/cached-query';
import { CACHE_TAGS } from '@/lib/cache/tags';

import { findPublicLead, listLeadChoices, listPublicLeadIds, listPublicLeads } from './queries';

// The readers of the public pages (/trade-leads, /trade-leads/{id}): keyed by their arguments,
// Amman's day among them, so a lead past its deadline reads closed on the next day's rendering.

/** A page of the public list for the filters, the page and Amman's day. */
export const getCachedLeadsPage = cachedQuery(
  'trade-leads-page',
  CACHE_TAGS.tradeLeads,
  listPublicLeads,
);

/** One public lead (null for a draft or an unknown id) as of Amman's day. */
export const getCachedLead = cachedQuery('trade-lead', CACHE_TAGS.tradeLeads, findPublicLead);

/** The filter form's countries and sectors. */
export const getCachedLeadChoices = cachedQuery(
  'trade-leads-choices',
  CACHE_TAGS.tradeLeads,
  listLeadChoices,
);

/** Every public lead's id and last change, for the sitemap. */
export const getCachedLeadIds = cachedQuery(
  'trade-leads-ids',
  CACHE_TAGS.tradeLeads,
  listPublicLeadIds,
);
