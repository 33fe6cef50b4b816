import type { Context } from 'hono';

import type { AppEnv } from './types';

// Public data, the same for every visitor (reference lists, the directories): browsers and shared
// caches may keep an answer briefly, so a busy list does not read the database per request.
export const PUBLIC_CACHE_CONTROL = 'public, max-age=300';

/** The OpenAPI description of the header, for a route's 200 answer. */
export const publicCacheHeader = {
  'Cache-Control': { description: PUBLIC_CACHE_CONTROL, schema: { type: 'string' as const } },
};

/** Marks the answer cacheable; called once the rows are read, so an error answer never is. */
export const cachePublicly = (c: Context<AppEnv>) =>
  c.header('Cache-Control', PUBLIC_CACHE_CONTROL);
