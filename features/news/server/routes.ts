import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';

import { errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { optionalPaging, pagedRows, pagingHeaders } from '@/lib/api/optional-paging';
import { addPublicReads } from '@/lib/api/public-reads';
import { createRouter } from '@/lib/api/router';

import { newsItemSchema } from '../schemas';

import { getPublishedNews, listHomeNews, listPublishedNews } from './queries';

const tags = ['News'];
// Issue 39: the whole list without `page` or `page_size`, as before; else that page.
const NEWS_API_PAGE_SIZE = 20;

const listRoute = createRoute({
  method: 'get',
  path: '/news',
  tags,
  summary: 'Published news, newest first',
  description:
    'Without `page` or `page_size` every published item; with either, that page (`page_size` ' +
    `${NEWS_API_PAGE_SIZE} unless given, at most 100), the total in \`X-Total-Count\`.`,
  request: { query: z.object(optionalPaging(100)) },
  responses: {
    200: { ...jsonResponse(z.array(newsItemSchema), 'News items'), headers: pagingHeaders },
    ...errorResponses(422),
  },
});

// GET /api/news, /api/home-news, /api/news/{id}
export const newsRoutes = createRouter().openapi(listRoute, async (c) => {
  const rows = await listPublishedNews(c.get('db'));
  return c.json(pagedRows(c, rows, c.req.valid('query'), NEWS_API_PAGE_SIZE), 200);
});
addPublicReads(newsRoutes, tags, [
  {
    path: '/home-news',
    schema: newsItemSchema,
    summary: 'The eight latest published news items for the home page',
    text: 'News items',
    list: listHomeNews,
  },
  {
    path: '/news/{id}',
    schema: newsItemSchema,
    summary: 'One published news item',
    text: 'The news item',
    one: getPublishedNews,
  },
]);
