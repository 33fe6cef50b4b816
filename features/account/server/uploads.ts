import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';

import { errorResponses, notFound } from '@/lib/api/errors';
import { createRouter, declareRoute } from '@/lib/api/router';
import { isGatedKey } from '@/lib/storage/gated-files';
import { isStorageKey } from '@/lib/storage/types';

// Keys hold a random part and a stored file never changes under its key: caches may keep it.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

// The images our uploads make are shown in pages; every other type (PDF documents, and whatever a
// bucket may hold) is downloaded, never rendered as a page of the portal's origin.
const INLINE_TYPES = new Set(['image/webp', 'image/png', 'image/jpeg']);

/** Content-Disposition for a stored file: inline for our image types, else an attachment. */
function contentDisposition(key: string, contentType: string): string {
  if (INLINE_TYPES.has(contentType.split(';')[0]!.trim().toLowerCase())) return 'inline';
  // A key's last segment is [A-Za-z0-9._-] only (isStorageKey): safe inside the quotes.
  return `attachment; filename="${key.split('/').pop()!}"`;
}

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
      description:
        'The file, with its content type; images inline, other files (PDF) as attachments; ' +
        'cached for a year',
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    },
    ...errorResponses(404),
  },
});

// GET /api/uploads/{key} – serves a stored file
export const uploadRoutes = createRouter();
declareRoute(uploadRoutes, uploadRoute);
uploadRoutes.get('/uploads/:key{.+}', async (c) => {
  const key = c.req.param('key');
  // Member-only and VIP-only files are served by GET /api/files/… alone (issue 26).
  if (!isStorageKey(key) || isGatedKey(key)) throw notFound();
  const file = await c.get('services').storage.get(key);
  if (!file) throw notFound();
  return c.body(new Uint8Array(file.body), 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': contentDisposition(key, file.contentType),
    'Cache-Control': CACHE_CONTROL,
    'X-Content-Type-Options': 'nosniff',
  });
});
