import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';

import { errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import type { AppEnv } from '@/lib/api/types';
import { requireStaffRole, sessionOf } from '@/lib/auth/middleware';
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
import type { StaffChange } from './staff-change';

// Editors and administrators (issue 14 "Staff console"); an officer or a member 403, a visitor 401.
const staff = {
  tags: ['Staff'],
  security: [{ bearerAuth: [] }],
  middleware: requireStaffRole('editor'),
};
const idParams = z.object({ id: positiveInt('id') });
const json = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
const deletedSchema = z.object({ id: z.number().int() });

const crud = (path: string, name: string, input: z.ZodType, one: z.ZodType, list: z.ZodType) => ({
  list: createRoute({
    ...staff,
    method: 'get',
    path,
    summary: `Every ${name}, by id`,
    request: { query: staffSearchSchema },
    responses: { 200: jsonResponse(list, `The ${name}s`), ...errorResponses(401, 403, 422) },
  }),
  create: createRoute({
    ...staff,
    method: 'post',
    path,
    summary: `Adds a ${name} (audited) and re-validates the pool of experts`,
    request: json(input),
    responses: { 201: jsonResponse(one, `The new ${name}`), ...errorResponses(401, 403, 422) },
  }),
  update: createRoute({
    ...staff,
    method: 'put',
    path: `${path}/{id}`,
    summary: `Changes a ${name} (audited) and re-validates the pool of experts`,
    request: { params: idParams, ...json(input) },
    responses: {
      200: jsonResponse(one, `The changed ${name}`),
      ...errorResponses(401, 403, 404, 422),
    },
  }),
  remove: createRoute({
    ...staff,
    method: 'delete',
    path: `${path}/{id}`,
    summary: `Removes a ${name} (audited) and re-validates the pool of experts`,
    request: { params: idParams },
    responses: {
      200: jsonResponse(deletedSchema, `The removed ${name}'s id`),
      ...errorResponses(401, 403, 404),
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

const changeOf = (c: Context<AppEnv>): StaffChange => ({
  db: c.get('db'),
  actor: sessionOf(c).user,
  now: c.get('services').now(),
});

/** After a change: the public page and its views render it on their next request. */
const changed = <T>(c: Context<AppEnv>, result: T, what: string): T => {
  c.get('services').revalidate(CACHE_TAGS.experts);
  c.get('log').info({ by: sessionOf(c).user.id }, what);
  return result;
};

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
    const expert = await createExpert(changeOf(c), expertInputSchema.parse(c.req.valid('json')));
    return c.json(changed(c, expert, 'expert added'), 201);
  })
  // PUT /api/staff/experts/{id} – change an expert
  .openapi(expertRoutes.update, async (c) => {
    const input = expertInputSchema.parse(c.req.valid('json'));
    const expert = await updateExpert(changeOf(c), c.req.valid('param').id, input);
    return c.json(changed(c, expert, 'expert changed'), 200);
  })
  // DELETE /api/staff/experts/{id} – remove an expert (and from its pools)
  .openapi(expertRoutes.remove, async (c) => {
    const removed = await deleteExpert(changeOf(c), c.req.valid('param').id);
    return c.json(changed(c, removed, 'expert removed'), 200);
  })
  // GET /api/staff/pools – the pools with their experts in order
  .openapi(poolRoutes.list, async (c) => c.json({ data: await listStaffPools(c.get('db')) }, 200))
  // POST /api/staff/pools – a new pool
  .openapi(poolRoutes.create, async (c) => {
    const pool = await createPool(changeOf(c), poolInputSchema.parse(c.req.valid('json')));
    return c.json(changed(c, pool, 'pool added'), 201);
  })
  // PUT /api/staff/pools/{id} – change a pool and its experts
  .openapi(poolRoutes.update, async (c) => {
    const input = poolInputSchema.parse(c.req.valid('json'));
    const pool = await updatePool(changeOf(c), c.req.valid('param').id, input);
    return c.json(changed(c, pool, 'pool changed'), 200);
  })
  // DELETE /api/staff/pools/{id} – remove a pool (its experts stay)
  .openapi(poolRoutes.remove, async (c) => {
    const removed = await deletePool(changeOf(c), c.req.valid('param').id);
    return c.json(changed(c, removed, 'pool removed'), 200);
  });
