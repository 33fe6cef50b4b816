import 'server-only';

import { cachedQuery } from '@/lib/cache/cached-query';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { olderCodesBecoming, olderNoteOf, resolveHsCode } from '@/lib/hs/resolve-hs-code';

// The pages' cached reads of older HS codes (issue 45): what a code typed or addressed stands for,
// and which older codes a 2022 code's page may name in its redirect note.

/** What a code stands for: itself, an older code's 2022 successors, or nothing. */
export const getCachedHsResolution = cachedQuery(
  'hs-resolution',
  CACHE_TAGS.hsCodes,
  resolveHsCode,
);

/** The older codes whose only 2022 successor is the code. */
export const getCachedOlderCodesBecoming = cachedQuery(
  'hs-older-codes-becoming',
  CACHE_TAGS.hsCodes,
  olderCodesBecoming,
);

/** A redirect note's query checked against the tables (a page reading its own query). */
export const getCachedOlderNote = cachedQuery('hs-older-note', CACHE_TAGS.hsCodes, olderNoteOf);
