import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';

import { jsonResponse } from '@/lib/api/json-response';
import { createRouter } from '@/lib/api/router';
import type { AppEnv } from '@/lib/api/types';

import {
  countrySchema,
  industrySchema,
  namedLookupSchema,
  positionSchema,
  readinessQuestionSchema,
} from '../schemas';

import {
  listBarrierTypes,
  listClientTypes,
  listCountries,
  listIndustries,
  listPositions,
  listReadinessQuestions,
} from './queries';

// Public reference data, the same for every visitor: browsers and shared caches may keep it briefly.
const CACHE_CONTROL = 'public, max-age=300';

const tags = ['Lookups'];
const cacheHeader = {
  'Cache-Control': { description: CACHE_CONTROL, schema: { type: 'string' as const } },
};

const listRoute = <T extends z.ZodType>(path: string, schema: T, summary: string) =>
  createRoute({
    method: 'get',
    path,
    tags,
    summary,
    responses: {
      200: { ...jsonResponse(z.array(schema), summary), headers: cacheHeader },
    },
  });

// Set once the rows are read, so that an error answer is never cached.
const cached = (c: Context<AppEnv>) => c.header('Cache-Control', CACHE_CONTROL);

const countriesRoute = listRoute(
  '/countries',
  countrySchema,
  'Every country and territory of ISO 3166-1, by English name',
);
const industriesRoute = listRoute('/industries', industrySchema, "Jordan's export sectors");
const positionsRoute = listRoute('/positions', positionSchema, 'Job positions of a contact person');
const clientTypesRoute = listRoute('/type_of_client', namedLookupSchema, 'Types of client sought');
const barrierTypesRoute = listRoute(
  '/type_of_barriers',
  namedLookupSchema,
  'Types of trade barrier',
);
const questionsRoute = listRoute(
  '/enquiries-questions',
  readinessQuestionSchema,
  'The active readiness survey questions in their order, with their sections',
);

// GET /api/countries, industries, positions, type_of_client, type_of_barriers, enquiries-questions
export const lookupRoutes = createRouter()
  .openapi(countriesRoute, async (c) => {
    const rows = await listCountries(c.get('db'));
    cached(c);
    return c.json(rows, 200);
  })
  .openapi(industriesRoute, async (c) => {
    const rows = await listIndustries(c.get('db'));
    cached(c);
    return c.json(rows, 200);
  })
  .openapi(positionsRoute, async (c) => {
    const rows = await listPositions(c.get('db'));
    cached(c);
    return c.json(rows, 200);
  })
  .openapi(clientTypesRoute, async (c) => {
    const rows = await listClientTypes(c.get('db'));
    cached(c);
    return c.json(rows, 200);
  })
  .openapi(barrierTypesRoute, async (c) => {
    const rows = await listBarrierTypes(c.get('db'));
    cached(c);
    return c.json(rows, 200);
  })
  .openapi(questionsRoute, async (c) => {
    const rows = await listReadinessQuestions(c.get('db'));
    cached(c);
    return c.json(rows, 200);
  });
