import 'server-only';
import { z } from '@hono/zod-openapi';

import { errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import { staffChange } from '@/lib/api/staff-change';
import { staffRoute } from '@/lib/api/staff-route';
import { CACHE_TAGS } from '@/lib/cache/tags';

import { expertMatches } from '../expert-search';
import {
  expertInputSchema,
  poolInputSchema,
  staffExpertListSchema,
  staffExpertSchema,
  staffPoolListSchema,
  staffPoolSchema,
  staffSearchSchema,
} from '../schemas';

import { listStaffExperts, listStaffPools } from './queries';
import { createExpert, deleteExpert, updateExpert } from './save-expert';
import { createPool, deletePool, updatePool } from './save-pool';

// Editors and administrators (issue 14 "Staff console"); an officer or a member 403, a visitor 401.
const idParams = z.object({ id: positiveInt('id') });
const json = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
const deletedSchema = z.object({ id: z.number().int() });

const crud = (path: string, name: string, input: z.ZodType, one: z.ZodType, list: z.ZodType) => ({
  list: staffRoute('experts', {
    method: 'get',
    path,
    summary: `Every ${name}, by id`,
    request: { query: staffSearchSchema },
    responses: { 200: jsonResponse(list, `The ${name}s`), ...errorResponses(422) },
  }),
  create: staffRoute('experts', {
    method: 'post',
    path,
    summary: `Adds a ${name} (audited) and re-validates the pool of experts`,
    request: json(input),
    responses: { 201: jsonResponse(one, `The new ${name}`), ...errorResponses(422) },
  }),
  update: staffRoute('experts', {
    method: 'put',
    path: `${path}/{id}`,
    summary: `Changes a ${name} from the version the editor started from (audited)`,
    request: { params: idParams, ...json(input) },
    responses: {
      200: jsonResponse(one, `The changed ${name}`),
      ...errorResponses(404, 409, 422, 428),
    },
  }),
  remove: staffRoute('experts', {
    method: 'delete',
    path: `${path}/{id}`,
    summary: `Removes a ${name} at the version named by If-Match (audited)`,
    request: { params: idParams },
    responses: {
      200: jsonResponse(deletedSchema, `The removed ${name}'s id`),
      ...errorResponses(404, 409, 428),
    },
  }),
});

const expertRoutes = crud(
  '/staff/experts',
  'expert',
  expertInputSchema,
  staffExpertSchema,
  staffExpertListSchema,
);
const poolRoutes = crud(
  '/staff/pools',
  'pool',
  poolInputSchema,
  staffPoolSchema,
  staffPoolListSchema,
);

const revalidate = { revalidate: [CACHE_TAGS.experts] };

// GET, POST /api/staff/experts; PUT, DELETE /api/staff/experts/{id}; the same for /api/staff/pools
export const expertStaffRoutes = createRouter()
  // GET /api/staff/experts – the experts with their contacts and pools, ?search
  .openapi(expertRoutes.list, async (c) => {
    const { search } = c.req.valid('query');
    const rows = await listStaffExperts(c.get('db'));
    return c.json({ data: rows.filter((row) => expertMatches(row, search)) }, 200);
  })
  // POST /api/staff/experts – a new expert
  .openapi(expertRoutes.create, async (c) => {
    const input = expertInputSchema.parse(c.req.valid('json'));
    return c.json(await staffChange(c, (scope) => createExpert(scope, input), revalidate), 201);
  })
  // PUT /api/staff/experts/{id} – change an expert
  .openapi(expertRoutes.update, async (c) => {
    const input = expertInputSchema.parse(c.req.valid('json'));
    const { id } = c.req.valid('param');
    return c.json(await staffChange(c, (scope) => updateExpert(scope, id, input), revalidate), 200);
  })
  // DELETE /api/staff/experts/{id} – remove an expert (and from its pools)
  .openapi(expertRoutes.remove, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await staffChange(c, (scope) => deleteExpert(scope, id), revalidate), 200);
  })
  // GET /api/staff/pools – the pools with their experts in order
  .openapi(poolRoutes.list, async (c) => c.json({ data: await listStaffPools(c.get('db')) }, 200))
  // POST /api/staff/pools – a new pool
  .openapi(poolRoutes.create, async (c) => {
    const input = poolInputSchema.parse(c.req.valid('json'));
    return c.json(await staffChange(c, (scope) => createPool(scope, input), revalidate), 201);
  })
  // PUT /api/staff/pools/{id} – change a pool and its experts
  .openapi(poolRoutes.update, async (c) => {
    const input = poolInputSchema.parse(c.req.valid('json'));
    const { id } = c.req.valid('param');
    return c.json(await staffChange(c, (scope) => updatePool(scope, id, input), revalidate), 200);
  })
  // DELETE /api/staff/pools/{id} – remove a pool (its experts stay)
  .openapi(poolRoutes.remove, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await staffChange(c, (scope) => deletePool(scope, id), revalidate), 200);
  });
