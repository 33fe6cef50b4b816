import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';

import { jsonResponse } from '@/lib/api/json-response';
import { cachePublicly, publicCacheHeader } from '@/lib/api/public-cache';

export const tags = ['Lookups'];
export const cacheHeader = publicCacheHeader;

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

export const cached = cachePublicly;
