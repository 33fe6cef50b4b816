import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';

import { errorResponses, notFound } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import { requireStaff } from '@/lib/auth/middleware';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { news } from '@/lib/db/schema';

import { newsItemSchema, newsUpdateSchema } from '../schemas';

const updateRoute = createRoute({
  method: 'put',
  path: '/staff/news/{id}',
  tags: ['Staff'],
  summary: 'Changes a news item (staff only) and re-validates the news pages',
  security: [{ bearerAuth: [] }],
  middleware: [requireStaff] as const,
  request: {
    params: z.object({ id: positiveInt('id') }),
    body: { content: { 'application/json': { schema: newsUpdateSchema } }, required: true },
  },
  responses: {
    200: jsonResponse(newsItemSchema, 'The changed news item'),
    ...errorResponses(401, 403, 404, 422),
  },
});

// PUT /api/staff/news/{id}: the first staff content call; the staff console builds on it.
export const newsStaffRoutes = createRouter().openapi(updateRoute, async (c) => {
  const changes = c.req.valid('json');
  const [item] = await c
    .get('db')
    .update(news)
    .set({ ...changes, updated_at: c.get('services').now().toISOString() })
    .where(eq(news.id, c.req.valid('param').id))
    .returning();
  if (!item) throw notFound();
  c.get('services').revalidate(CACHE_TAGS.news);
  c.get('log').info({ news: item.id, by: c.get('auth')?.user.id }, 'news item changed');
  return c.json(item, 200);
});
