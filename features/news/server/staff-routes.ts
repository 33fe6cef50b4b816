import 'server-only';
import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';

import { errorResponses, notFound } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import { staffChange } from '@/lib/api/staff-change';
import { staffRoute } from '@/lib/api/staff-route';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { nextVersion } from '@/lib/db/next-version';
import { cleanRichHtml } from '@/lib/db/rich-html';
import { news } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { pageAnswerSchema } from '@/lib/validation/page-query';
import { withoutVersion } from '@/lib/validation/version';

import {
  newsCreateSchema,
  newsItemSchema,
  newsUpdateSchema,
  staffNewsQuerySchema,
} from '../schemas';

import { listStaffNews } from './staff-reads';

// Editors (and administrators) keep the news (issue 29): every item, drafts included; a new item
// (a draft unless published at once); its fields changed, published or unpublished; removed. Each
// change is audited in its transaction (entity `news`, so search re-indexes the item or drops it
// when it is no longer published) and re-validates the news tag: the list, the articles, the
// home page's latest news and the sitemap, on the next request.

const ENTITY = 'news';
const revalidate = [CACHE_TAGS.news];
const idParam = { params: z.object({ id: positiveInt('id') }) };

const listRoute = staffRoute('news', {
  method: 'get',
  path: '/staff/news',
  summary: 'Every news item, drafts too, newest news date first (editors)',
  request: { query: staffNewsQuerySchema },
  responses: {
    200: jsonResponse(pageAnswerSchema(newsItemSchema), 'One page of news items'),
    ...errorResponses(422),
  },
});

const createRoute = staffRoute('news', {
  method: 'post',
  path: '/staff/news',
  summary: 'Adds a news item in both languages, a draft unless status is 1 (audited)',
  request: {
    body: { content: { 'application/json': { schema: newsCreateSchema } }, required: true },
  },
  responses: {
    201: jsonResponse(newsItemSchema, 'The new news item'),
    ...errorResponses(422),
  },
});

const updateRoute = staffRoute('news', {
  method: 'put',
  path: '/staff/news/{id}',
  summary: 'Changes a news item (editors; audited) and re-validates the news pages',
  request: {
    ...idParam,
    body: { content: { 'application/json': { schema: newsUpdateSchema } }, required: true },
  },
  responses: {
    200: jsonResponse(newsItemSchema, 'The changed news item'),
    ...errorResponses(404, 409, 422, 428),
  },
});

const deleteRoute = staffRoute('news', {
  method: 'delete',
  path: '/staff/news/{id}',
  summary: 'Removes a news item at the version named by If-Match (audited)',
  request: idParam,
  responses: {
    200: jsonResponse(z.object({ id: z.number().int() }), 'The removed item’s id'),
    ...errorResponses(404, 409, 428),
  },
});

async function lockNews(tx: Db, id: number) {
  const [row] = await tx.select().from(news).where(eq(news.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/** The audit action of a change: publishing and unpublishing are named as such. */
function updateAction(before: number, after: number): string {
  if (before === after) return 'news.update';
  return after === 1 ? 'news.publish' : 'news.unpublish';
}

export const newsStaffRoutes = createRouter()
  // GET /api/staff/news – the console's list: `q`, `status`, `page`, `page_size`
  .openapi(listRoute, async (c) =>
    c.json(await listStaffNews(c.get('db'), c.req.valid('query')), 200),
  )
  // POST /api/staff/news – a new item
  .openapi(createRoute, async (c) => {
    const input = cleanRichHtml(news, c.req.valid('json'));
    const item = await staffChange(
      c,
      async ({ tx, now }) => {
        const stamp = now.toISOString();
        const [created] = await tx
          .insert(news)
          .values({ ...input, created_at: stamp, updated_at: stamp })
          .returning();
        const audit = { action: 'news.create', entityType: ENTITY, entityId: created!.id };
        return { result: created!, audit: { ...audit, after: input } };
      },
      { revalidate },
    );
    return c.json(item, 201);
  })
  // PUT /api/staff/news/{id} – its fields changed, from the version the editor started from
  .openapi(updateRoute, async (c) => {
    const { id } = c.req.valid('param');
    const changes = withoutVersion(c.req.valid('json'));
    const item = await staffChange(
      c,
      async ({ tx, now, checkVersion }) => {
        const before = await lockNews(tx, id);
        checkVersion(before.version);
        const [after] = await tx
          .update(news)
          .set({
            ...cleanRichHtml(news, changes),
            version: nextVersion(news.version),
            updated_at: now.toISOString(),
          })
          .where(eq(news.id, id))
          .returning();
        const changed = Object.keys(changes) as (keyof typeof changes)[];
        const pick = (row: typeof before) => Object.fromEntries(changed.map((k) => [k, row[k]]));
        const action = updateAction(before.status, after!.status);
        const audit = { action, entityType: ENTITY, entityId: id };
        return { result: after!, audit: { ...audit, before: pick(before), after: pick(after!) } };
      },
      { revalidate },
    );
    return c.json(item, 200);
  })
  // DELETE /api/staff/news/{id} – removed, at the version the list showed
  .openapi(deleteRoute, async (c) => {
    const { id } = c.req.valid('param');
    const removed = await staffChange(
      c,
      async ({ tx, checkVersion }) => {
        const before = await lockNews(tx, id);
        checkVersion(before.version);
        await tx.delete(news).where(eq(news.id, id));
        return {
          result: { id },
          audit: { action: 'news.delete', entityType: ENTITY, entityId: id, before },
        };
      },
      { revalidate },
    );
    return c.json(removed, 200);
  });
