import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';

import { errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { cachePublicly, publicCacheHeader } from '@/lib/api/public-cache';
import { createRouter } from '@/lib/api/router';

import { expertMatches } from '../expert-search';
import { poolsMatching } from '../pool-directory';
import { expertSchema, expertsQuerySchema, poolSchema } from '../schemas';

import { listExperts, listPools } from './queries';
import { expertStaffRoutes } from './staff-routes';

const cacheHeader = publicCacheHeader;
const cached = cachePublicly;

const expertsRoute = createRoute({
  method: 'get',
  path: '/experts',
  tags: ['Experts'],
  summary: 'The pool of experts, by id; ?search (both languages) and ?pool filter it',
  request: { query: expertsQuerySchema },
  responses: {
    200: { ...jsonResponse(z.array(expertSchema), 'The experts'), headers: cacheHeader },
    ...errorResponses(422),
  },
});

const poolsRoute = createRoute({
  method: 'get',
  path: '/pool',
  tags: ['Experts'],
  summary:
    "The pools by id with their experts' ids in order (the client reverses them and joins the names); ?search keeps the pools and experts that match",
  request: { query: expertsQuerySchema.pick({ search: true }) },
  responses: {
    200: { ...jsonResponse(z.array(poolSchema), 'The pools'), headers: cacheHeader },
    ...errorResponses(422),
  },
});

// GET /api/experts, GET /api/pool (part 3 §7 client-side loads), and the console's routes
export const expertRoutes = createRouter()
  // GET /api/experts – the experts, filtered by text and pool
  .openapi(expertsRoute, async (c) => {
    const { search, pool } = c.req.valid('query');
    const db = c.get('db');
    const [experts, pools] = await Promise.all([listExperts(db), listPools(db)]);
    const inPool = pool === undefined ? null : new Set(pools.find((p) => p.id === pool)?.experts);
    const found = experts.filter(
      (expert) => expertMatches(expert, search) && (!inPool || inPool.has(expert.id)),
    );
    cached(c);
    return c.json(found, 200);
  })
  // GET /api/pool – the pools with their experts' ids
  .openapi(poolsRoute, async (c) => {
    const { search } = c.req.valid('query');
    const db = c.get('db');
    const [experts, pools] = await Promise.all([listExperts(db), listPools(db)]);
    cached(c);
    return c.json(poolsMatching(pools, experts, search), 200);
  })
  .route('/', expertStaffRoutes);
