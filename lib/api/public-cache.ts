import type { Context } from 'hono';

import type { AppEnv } from './types';

/** A public answer a shared cache keeps `sharedSeconds`, which browsers revalidate every time. */
export function publicCacheControl(sharedSeconds: number): string {
  return `public, max-age=0, must-revalidate, s-maxage=${sharedSeconds}`;
}

// Public data, the same for every visitor (reference lists, the directories): a shared cache (a CDN
// or proxy in front) may keep an answer five minutes, so a busy list does not read the database per
// request; a browser checks back each time, so a visitor never sees an answer older than the shared
// cache's (issue 36).
export const PUBLIC_CACHE_CONTROL = publicCacheControl(300);

/** The OpenAPI description of the header, for a route's 200 answer. */
export const publicCacheHeader = {
  'Cache-Control': { description: PUBLIC_CACHE_CONTROL, schema: { type: 'string' as const } },
};

/** Marks the answer cacheable; called once the rows are read, so an error answer never is. */
export const cachePublicly = (c: Context<AppEnv>) =>
  c.header('Cache-Control', PUBLIC_CACHE_CONTROL);
