import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';

import { errorResponses, notFound } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { cachePublicly, publicCacheHeader } from '@/lib/api/public-cache';
import { createRouter } from '@/lib/api/router';
import { pageFields, pageItems } from '@/lib/pagination';

import { filterBarriers } from '../barrier-list';
import { barrierDetailSchema, barrierPageSchema, registerQuerySchema } from '../schemas';

import { findPublishedBarrier, listPublishedBarriers } from './queries';
import { staffTradeBarrierRoutes } from './staff-routes';

// Issue 39 part 3: the public register of trade barriers. Only published entries; never who
// reported an entry (its source enquiry), nor who prepared or approved it.

const tags = ['Trade barriers'];

const listRoute = createRoute({
  method: 'get',
  path: '/trade-barriers',
  tags,
  summary: 'The published register of trade barriers, filtered and paginated',
  description:
    'Filters: `country` (a country id), `sector` (an industry id), `status` (open, ' +
    'resolved_in_part, resolved) and `q` (text in either language, any case: title, summary, ' +
    'country, sector, barrier type, HS code). The latest status date first.',
  request: { query: registerQuerySchema },
  responses: {
    200: { ...jsonResponse(barrierPageSchema, 'One page of entries'), headers: publicCacheHeader },
    ...errorResponses(422),
  },
});

const oneRoute = createRoute({
  method: 'get',
  path: '/trade-barriers/{id}',
  tags,
  summary: 'One published entry of the register with its public updates, the newest first',
  request: { params: z.object({ id: positiveInt('id') }) },
  responses: {
    200: { ...jsonResponse(barrierDetailSchema, 'The entry'), headers: publicCacheHeader },
    ...errorResponses(404),
  },
});

// GET trade-barriers, trade-barriers/{id}; /api/staff/trade-barriers… (./staff-routes.ts)
export const tradeBarrierRoutes = createRouter()
  // GET /api/trade-barriers – the published entries, filtered and paginated
  .openapi(listRoute, async (c) => {
    const { page, page_size, ...filters } = c.req.valid('query');
    const found = filterBarriers(await listPublishedBarriers(c.get('db')), filters);
    cachePublicly(c);
    return c.json(
      { data: pageItems(found, page, page_size), ...pageFields(found.length, page, page_size) },
      200,
    );
  })
  // GET /api/trade-barriers/{id} – a published entry and its updates (404 for any other)
  .openapi(oneRoute, async (c) => {
    const entry = await findPublishedBarrier(c.get('db'), c.req.valid('param').id);
    if (!entry) throw notFound();
    cachePublicly(c);
    return c.json(entry, 200);
  })
  .route('/', staffTradeBarrierRoutes);
