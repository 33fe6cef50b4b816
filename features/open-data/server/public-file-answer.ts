import 'server-only';

import { answerConditionally } from '@/lib/api/conditional-get';
import { publicCacheControl } from '@/lib/api/public-cache';

// The answers of the feeds and the catalogue (issue 39), Next route handlers outside /api: public,
// kept five minutes by a shared cache (browsers revalidate), with a strong ETag and 304 to a
// matching If-None-Match through the same middleware as the JSON endpoints.

export const OPEN_DATA_CACHE_CONTROL = publicCacheControl(300);

/** The body `write` makes, or 304 without it when If-None-Match names its tag. */
export function publicFileAnswer(
  request: Request,
  write: () => Promise<string>,
  contentType: string,
): Promise<Response> {
  return answerConditionally(
    request,
    async () =>
      new Response(await write(), {
        status: 200,
        headers: {
          'Cache-Control': OPEN_DATA_CACHE_CONTROL,
          'X-Content-Type-Options': 'nosniff',
          'Content-Type': contentType,
        },
      }),
  );
}

export const notFoundAnswer = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
