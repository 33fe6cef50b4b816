import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';

import { errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';

import { faqSchema } from '../schemas';

import { listAllFaqs, listCategoryFaqs, listTabFaqs } from './queries';

const tags = ['FAQ'];
const faqList = jsonResponse(z.array(faqSchema), 'FAQ entries with status and add_to_home');

const allRoute = createRoute({
  method: 'get',
  path: '/new_faq',
  tags,
  summary: 'Every FAQ entry (the home page keeps status 1 and add_to_home 1)',
  responses: { 200: faqList },
});

const categoryRoute = createRoute({
  method: 'get',
  path: '/new_faq/{category}',
  tags,
  summary: 'FAQ entries of a category (1: exporters, 2: international buyers)',
  request: { params: z.object({ category: positiveInt('category') }) },
  responses: { 200: faqList, ...errorResponses(422) },
});

const tabRoute = createRoute({
  method: 'get',
  path: '/new_faq/{category}/{tab}',
  tags,
  summary: 'FAQ entries of one tab of a category (exporters: 1 freight, 2 financing, 3 legal)',
  request: { params: z.object({ category: positiveInt('category'), tab: positiveInt('tab') }) },
  responses: { 200: faqList, ...errorResponses(422) },
});

// GET /api/new_faq, /api/new_faq/{category}, /api/new_faq/{category}/{tab}
export const faqRoutes = createRouter()
  .openapi(allRoute, async (c) => c.json(await listAllFaqs(c.get('db')), 200))
  .openapi(categoryRoute, async (c) =>
    c.json(await listCategoryFaqs(c.get('db'), c.req.valid('param').category), 200),
  )
  .openapi(tabRoute, async (c) => {
    const { category, tab } = c.req.valid('param');
    return c.json(await listTabFaqs(c.get('db'), category, tab), 200);
  });
