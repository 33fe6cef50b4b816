import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';

import { errorResponses, notFound } from '@/lib/api/errors';
import { createRouter } from '@/lib/api/router';
import { isStorageKey } from '@/lib/storage/types';

// Keys hold a random part and a stored file never changes under its key: caches may keep it.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

// Documentation only: the key spans several path segments, which an OpenAPI path parameter cannot
// express, so the handler is registered on Hono's own wildcard pattern below.
const uploadRoute = createRoute({
  method: 'get',
  path: '/uploads/{key}',
  tags: ['Files'],
  summary: 'An uploaded file (avatar, logo, document) by its storage key, e.g. avatars/3-ab12.webp',
  request: {
    params: z.object({
      key: z
        .string()
        .openapi({ param: { name: 'key', in: 'path' }, example: 'avatars/3-ab12.webp' }),
    }),
  },
  responses: {
    200: {
      description: 'The file, with its content type; cached for a year',
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    },
    ...errorResponses(404),
  },
});

// GET /api/uploads/{key} – serves a stored file
export const uploadRoutes = createRouter();
uploadRoutes.openAPIRegistry.registerPath(uploadRoute);
uploadRoutes.get('/uploads/:key{.+}', async (c) => {
  const key = c.req.param('key');
  if (!isStorageKey(key)) throw notFound();
  const file = await c.get('services').storage.get(key);
  if (!file) throw notFound();
  return c.body(new Uint8Array(file.body), 200, {
    'Content-Type': file.contentType,
    'Cache-Control': CACHE_CONTROL,
    'X-Content-Type-Options': 'nosniff',
  });
});
