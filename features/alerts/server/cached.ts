import 'server-only';

import { cachedQuery } from '@/lib/cache/cached-query';
import { CACHE_TAGS } from '@/lib/cache/tags';

import { readAlertOptions } from './choice-options';

// The alerts' cached reads (issue 39): the lists of the subscribe form, in the page's language.
// Sectors and countries change only with a release; the chapters' names with the HS console.

export const getCachedAlertOptions = cachedQuery(
  'alert-options',
  CACHE_TAGS.hsCodes,
  readAlertOptions,
);
