import 'server-only';

import type { SearchIndexHook } from '@/lib/search/index-hook';

import { reindexRecords } from './index-writer';

/** The search index's write-path hook, given to every API request (app/api/build-api.ts). */
export const searchIndexHook: SearchIndexHook = { reindex: reindexRecords };
