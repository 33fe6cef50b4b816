import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';

import { errorResponses, notFound } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';

import { newsItemSchema } from '../schemas';

import { getPublishedNews, listHomeNews, listPublishedNews } from './queries';

const tags = ['News'];

const listRoute = createRoute({
  method: 'get',
  path: '/news',
  tags,
  summary: 'Published news, newest first',
  responses: { 200: jsonResponse(z.array(newsItemSchema), 'News items') },
});

const homeRoute = createRoute({
  method: 'get',
  path: '/home-news',
  tags,
  summary: 'The eight latest published news items for the home page',
  responses: { 200: jsonResponse(z.array(newsItemSchema), 'News items') },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/news/{id}',
  tags,
  summary: 'One published news item',
  request: { params: z.object({ id: positiveInt('id') }) },
  responses: { 200: jsonResponse(newsItemSchema, 'The news item'), ...errorResponses(404, 422) },
});

// GET /api/news, /api/home-news, /api/news/{id}
export const newsRoutes = createRouter()
  .openapi(listRoute, async (c) => c.json(await listPublishedNews(c.get('db')), 200))
  .openapi(homeRoute, async (c) => c.json(await listHomeNews(c.get('db')), 200))
  .openapi(detailRoute, async (c) => {
    const item = await getPublishedNews(c.get('db'), c.req.valid('param').id);
    if (!item) throw notFound();
    return c.json(item, 200);
  });
