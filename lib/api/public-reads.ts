import 'server-only';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';

import type { Db } from '@/lib/db/types';

import { errorResponses, found } from './errors';
import { jsonResponse } from './json-response';
import { positiveInt } from './params';
import { cachePublicly, publicCacheHeader } from './public-cache';
import type { AppEnv } from './types';

// The public GETs that only read: a whole list, or one row by its path id. Each is a table entry;
// the loop declares its route and answers it. The reference lists a shared cache may keep
// (lib/api/public-cache.ts) go through `addCachedReads`, the others through `addPublicReads`.

type Entry = {
  path: string;
  schema: z.ZodType;
  summary: string;
  /** The answer's description; the summary when absent. */
  text?: string;
};
/** A list: GET `path`, every row `list` reads. */
type ListEntry = Entry & { list: (db: Db) => Promise<unknown[]> };
/** One row by the path's `{id}`; 404 when `one` finds none. */
type OneEntry = Entry & { one: (db: Db, id: number) => Promise<unknown> };
export type PublicRead = ListEntry | OneEntry;

function readRoute(tags: string[], read: PublicRead, cached: boolean) {
  const { path, schema, summary, text = summary } = read;
  const many = 'list' in read;
  const answer = jsonResponse(many ? z.array(schema) : schema, text);
  return createRoute({
    method: 'get',
    path,
    tags,
    summary,
    ...(many ? {} : { request: { params: z.object({ id: positiveInt('id') }) } }),
    responses: {
      200: cached ? { ...answer, headers: publicCacheHeader } : answer,
      ...(many ? {} : errorResponses(404, 422)),
    },
  });
}

// The handler serves routes with and without a path id: its `param` is read untyped.
const idOf = (c: Context<AppEnv>) =>
  (c.req.valid as (this: Context<AppEnv>['req'], target: string) => { id: number }).call(
    c.req,
    'param',
  ).id;

function addReads(
  router: OpenAPIHono<AppEnv>,
  tags: string[],
  reads: readonly PublicRead[],
  cached: boolean,
): void {
  for (const read of reads) {
    router.openapi(readRoute(tags, read, cached), async (c) => {
      const db = c.get('db');
      const answer = 'list' in read ? await read.list(db) : found(await read.one(db, idOf(c)));
      if (cached) cachePublicly(c);
      return c.json(answer as never, 200);
    });
  }
}

/** Declares and answers each read on `router`, in the order given (the document's order). */
export const addPublicReads = (
  router: OpenAPIHono<AppEnv>,
  tags: string[],
  reads: readonly PublicRead[],
) => addReads(router, tags, reads, false);

/** The same for reads a shared cache may keep: each answer says so in Cache-Control. */
export const addCachedReads = (
  router: OpenAPIHono<AppEnv>,
  tags: string[],
  reads: readonly PublicRead[],
) => addReads(router, tags, reads, true);
