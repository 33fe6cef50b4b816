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
import { withoutVersion } from '@/lib/validation/version';

import { newsItemSchema, newsUpdateSchema } from '../schemas';

const updateRoute = staffRoute('news', {
  method: 'put',
  path: '/staff/news/{id}',
  summary: 'Changes a news item (editors; audited) and re-validates the news pages',
  request: {
    params: z.object({ id: positiveInt('id') }),
    body: { content: { 'application/json': { schema: newsUpdateSchema } }, required: true },
  },
  responses: {
    200: jsonResponse(newsItemSchema, 'The changed news item'),
    ...errorResponses(404, 409, 422, 428),
  },
});

// PUT /api/staff/news/{id}: its fields changed, from the version the editor started from
export const newsStaffRoutes = createRouter().openapi(updateRoute, async (c) => {
  const { id } = c.req.valid('param');
  const changes = withoutVersion(c.req.valid('json'));
  const item = await staffChange(
    c,
    async ({ tx, now, checkVersion }) => {
      const [before] = await tx.select().from(news).where(eq(news.id, id)).for('update');
      if (!before) throw notFound();
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
      const audit = { action: 'news.update', entityType: 'news', entityId: id };
      return { result: after!, audit: { ...audit, before: pick(before), after: pick(after!) } };
    },
    { revalidate: [CACHE_TAGS.news] },
  );
  return c.json(item, 200);
});
