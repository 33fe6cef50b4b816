import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';

import { jsonResponse } from '@/lib/api/json-response';
import type { AppEnv } from '@/lib/api/types';

// Public reference data, the same for every visitor: browsers and shared caches may keep it briefly.
export const CACHE_CONTROL = 'public, max-age=300';

export const tags = ['Lookups'];
export const cacheHeader = {
  'Cache-Control': { description: CACHE_CONTROL, schema: { type: 'string' as const } },
};

export const listRoute = <T extends z.ZodType>(path: string, schema: T, summary: string) =>
  createRoute({
    method: 'get',
    path,
    tags,
    summary,
    responses: {
      200: { ...jsonResponse(z.array(schema), summary), headers: cacheHeader },
    },
  });

// Set once the rows are read, so that an error answer is never cached.
export const cached = (c: Context<AppEnv>) => c.header('Cache-Control', CACHE_CONTROL);
