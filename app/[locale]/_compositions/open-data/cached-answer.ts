import 'server-only';

import { etagOf, ifNoneMatchHolds } from '@/lib/api/conditional-get';
import { publicCacheControl } from '@/lib/api/public-cache';

// The answers of the feeds and the catalogue (issue 39): public, kept five minutes by a shared
// cache (browsers revalidate), with a strong ETag and 304 to a matching If-None-Match, as the
// JSON endpoints answer (lib/api/conditional-get.ts).

export const OPEN_DATA_CACHE_CONTROL = publicCacheControl(300);

export function cachedAnswer(request: Request, body: string, contentType: string): Response {
  const etag = etagOf(body);
  const headers = {
    'Cache-Control': OPEN_DATA_CACHE_CONTROL,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  };
  if (ifNoneMatchHolds(request.headers.get('if-none-match'), etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status: 200, headers: { ...headers, 'Content-Type': contentType } });
}

export const notFoundAnswer = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
