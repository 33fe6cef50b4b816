import 'server-only';

import { cachedQuery } from '@/lib/cache/cached-query';
import { CACHE_TAGS } from '@/lib/cache/tags';

import { getEnquiryPage, listEnquiryPages } from './enquiry-pages';

/** Every enquiry page (the home enquiry dialog's tooltips). */
export const getCachedEnquiryPages = cachedQuery(
  'enquiry-pages',
  CACHE_TAGS.enquiryPages,
  listEnquiryPages,
);

/** An enquiry page record (ids 1, 2, 3, 5, 6, 7): the card of its form. */
export const getEnquiryPageContent = cachedQuery(
  'enquiry-page',
  CACHE_TAGS.enquiryPages,
  getEnquiryPage,
);
