import 'server-only';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';

import type { Db } from '@/lib/db/types';

import { errorResponses, notFound } from './errors';
import { jsonResponse } from './json-response';
import { positiveInt } from './params';
import { cachePublicly, publicCacheHeader } from './public-cache';
import type { AppEnv } from './types';

// The public reference reads a shared cache may keep (lib/api/public-cache.ts): a whole list, or
// one row by its path id. Each is a table entry; the loop declares its route and answers it.

type Entry = { path: string; schema: z.ZodType; summary: string };
/** A list: GET `path`, every row `list` reads, the summary its answer's description too. */
type ListEntry = Entry & { list: (db: Db) => Promise<unknown[]> };
/** One row by the path's `{id}`; 404 when `one` finds none. */
type OneEntry = Entry & { one: (db: Db, id: number) => Promise<unknown> };
export type CachedRead = ListEntry | OneEntry;

/** The route of a cached public list. */
export const cachedListRoute = (tags: string[], { path, schema, summary }: Entry) =>
  createRoute({
    method: 'get',
    path,
    tags,
    summary,
    responses: {
      200: { ...jsonResponse(z.array(schema), summary), headers: publicCacheHeader },
    },
  });

/** The route of one cached public row by its id. */
export const cachedOneRoute = (tags: string[], { path, schema, summary }: Entry) =>
  createRoute({
    method: 'get',
    path,
    tags,
    summary,
    request: { params: z.object({ id: positiveInt('id') }) },
    responses: {
      200: { ...jsonResponse(schema, summary), headers: publicCacheHeader },
      ...errorResponses(404, 422),
    },
  });

/** Declares and answers each read on `router`, in the order given (the document's order). */
export function addCachedReads(
  router: OpenAPIHono<AppEnv>,
  tags: string[],
  reads: readonly CachedRead[],
): void {
  for (const read of reads) {
    if ('list' in read) {
      router.openapi(cachedListRoute(tags, read), async (c) => {
        const rows = await read.list(c.get('db'));
        cachePublicly(c);
        return c.json(rows as never, 200);
      });
    } else {
      router.openapi(cachedOneRoute(tags, read), async (c) => {
        const row = await read.one(c.get('db'), c.req.valid('param').id);
        if (!row) throw notFound();
        cachePublicly(c);
        return c.json(row as never, 200);
      });
    }
  }
}
