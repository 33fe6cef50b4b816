import 'server-only';
import { z } from '@hono/zod-openapi';

import { errorResponses, notFound } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import { staffChange } from '@/lib/api/staff-change';
import { staffRoute } from '@/lib/api/staff-route';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { pageFields, pageItems } from '@/lib/pagination';
import { versionBodySchema } from '@/lib/validation/version';

import {
  barrierInputSchema,
  barrierPrefillSchema,
  barrierUpdateInputSchema,
  staffBarrierDetailSchema,
  staffBarrierPageSchema,
  staffBarriersQuerySchema,
  staffBarrierUpdateSchema,
} from '../schemas';

import { createBarrier, moveBarrier, updateBarrier } from './save-barrier';
import { changeBarrierUpdate, createBarrierUpdate, deleteBarrierUpdate } from './save-update';
import {
  barrierPrefillOf,
  findStaffBarrier,
  listStaffBarriers,
  staffBarrierMatches,
} from './staff-reads';

// Issue 39 part 3: officers and editors (and administrators) keep the barrier register. An entry
// is created from scratch or from an exporter's barrier report, changed, given public updates, and
// published in two steps by two different staff members. Every change is audited.

const PATH = '/staff/trade-barriers';
const idParams = z.object({ id: positiveInt('id') });
const updateParams = z.object({ id: positiveInt('id'), updateId: positiveInt('updateId') });
const json = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
const detail = (text: string) => jsonResponse(staffBarrierDetailSchema, text);

const listRoute = staffRoute('tradeBarriers', {
  method: 'get',
  path: PATH,
  summary: 'Every register entry, whatever its publication; ?q, ?publication, ?status, paged',
  request: { query: staffBarriersQuerySchema },
  responses: {
    200: jsonResponse(staffBarrierPageSchema, 'One page of entries'),
    ...errorResponses(422),
  },
});
const oneRoute = staffRoute('tradeBarriers', {
  method: 'get',
  path: `${PATH}/{id}`,
  summary: 'One entry with its updates, its source report and who prepared and approved it',
  request: { params: idParams },
  responses: { 200: detail('The entry'), ...errorResponses(404) },
});
const prefillRoute = staffRoute('tradeBarriers', {
  method: 'get',
  path: `${PATH}/prefill/{id}`,
  summary:
    'A new entry’s values from a barrier report (an enquiry of type 5); nothing of the reporter',
  request: { params: idParams },
  responses: {
    200: jsonResponse(barrierPrefillSchema, 'The values'),
    ...errorResponses(404, 422),
  },
});
const addRoute = staffRoute('tradeBarriers', {
  method: 'post',
  path: PATH,
  summary: 'Adds an entry as a draft, from scratch or from a barrier report (audited)',
  request: json(barrierInputSchema),
  responses: { 201: detail('The new entry'), ...errorResponses(422) },
});
const updateRoute = staffRoute('tradeBarriers', {
  method: 'put',
  path: `${PATH}/{id}`,
  summary:
    'Changes an entry from the version staff started from; a published one stays so (audited)',
  request: { params: idParams, ...json(barrierInputSchema) },
  responses: { 200: detail('The changed entry'), ...errorResponses(404, 409, 422, 428) },
});

const STEPS = {
  submit: 'Prepares an entry for approval (draft or unpublished → awaiting_approval)',
  approve:
    'Approves an entry awaiting approval (→ published); 403 for whoever prepared it, an administrator too',
  unpublish: 'Withdraws a published entry (→ unpublished)',
} as const;

const stepRoute = (step: keyof typeof STEPS) =>
  staffRoute('tradeBarriers', {
    method: 'post',
    path: `${PATH}/{id}/${step}`,
    summary: `${STEPS[step]} (audited)`,
    request: {
      params: idParams,
      body: { content: { 'application/json': { schema: versionBodySchema } }, required: false },
    },
    responses: { 200: detail('The entry'), ...errorResponses(403, 404, 409, 428) },
  });

const addUpdateRoute = staffRoute('tradeBarriers', {
  method: 'post',
  path: `${PATH}/{id}/updates`,
  summary: 'Adds a dated public update to an entry (audited)',
  request: { params: idParams, ...json(barrierUpdateInputSchema) },
  responses: {
    201: jsonResponse(staffBarrierUpdateSchema, 'The new update'),
    ...errorResponses(404, 422),
  },
});
const changeUpdateRoute = staffRoute('tradeBarriers', {
  method: 'put',
  path: `${PATH}/{id}/updates/{updateId}`,
  summary: 'Changes a public update from its version (audited)',
  request: { params: updateParams, ...json(barrierUpdateInputSchema) },
  responses: {
    200: jsonResponse(staffBarrierUpdateSchema, 'The changed update'),
    ...errorResponses(404, 409, 422, 428),
  },
});
const deleteUpdateRoute = staffRoute('tradeBarriers', {
  method: 'delete',
  path: `${PATH}/{id}/updates/{updateId}`,
  summary: 'Removes a public update at the version named by If-Match (audited)',
  request: { params: updateParams },
  responses: {
    200: jsonResponse(z.object({ id: z.number().int() }), 'The removed update’s id'),
    ...errorResponses(404, 409, 428),
  },
});

const revalidate = { revalidate: [CACHE_TAGS.tradeBarriers] };

// GET, POST /api/staff/trade-barriers; GET, PUT /api/staff/trade-barriers/{id};
// GET /api/staff/trade-barriers/prefill/{id}; POST …/{id}/submit, approve, unpublish;
// POST …/{id}/updates; PUT, DELETE …/{id}/updates/{updateId}
export const staffTradeBarrierRoutes = createRouter()
  // GET /api/staff/trade-barriers – the console's list
  .openapi(listRoute, async (c) => {
    const { page, page_size, ...query } = c.req.valid('query');
    const found = (await listStaffBarriers(c.get('db'))).filter((row) =>
      staffBarrierMatches(row, query),
    );
    return c.json(
      { data: pageItems(found, page, page_size), ...pageFields(found.length, page, page_size) },
      200,
    );
  })
  // GET /api/staff/trade-barriers/prefill/{id} – a new entry's values from a barrier report
  .openapi(prefillRoute, async (c) =>
    c.json(await barrierPrefillOf(c.get('db'), c.req.valid('param').id), 200),
  )
  // GET /api/staff/trade-barriers/{id} – one entry
  .openapi(oneRoute, async (c) => {
    const entry = await findStaffBarrier(c.get('db'), c.req.valid('param').id);
    if (!entry) throw notFound();
    return c.json(entry, 200);
  })
  // POST /api/staff/trade-barriers – a new entry (a draft)
  .openapi(addRoute, async (c) => {
    const input = c.req.valid('json');
    return c.json(await staffChange(c, (scope) => createBarrier(scope, input), revalidate), 201);
  })
  // PUT /api/staff/trade-barriers/{id} – its fields
  .openapi(updateRoute, async (c) => {
    const input = c.req.valid('json');
    const { id } = c.req.valid('param');
    const saved = await staffChange(c, (scope) => updateBarrier(scope, id, input), revalidate);
    return c.json(saved, 200);
  })
  // POST /api/staff/trade-barriers/{id}/submit – prepared for approval
  .openapi(stepRoute('submit'), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(
      await staffChange(c, (scope) => moveBarrier(scope, id, 'submit'), revalidate),
      200,
    );
  })
  // POST /api/staff/trade-barriers/{id}/approve – published by a second staff member
  .openapi(stepRoute('approve'), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(
      await staffChange(c, (scope) => moveBarrier(scope, id, 'approve'), revalidate),
      200,
    );
  })
  // POST /api/staff/trade-barriers/{id}/unpublish – withdrawn from the public register
  .openapi(stepRoute('unpublish'), async (c) => {
    const { id } = c.req.valid('param');
    const moved = await staffChange(c, (scope) => moveBarrier(scope, id, 'unpublish'), revalidate);
    return c.json(moved, 200);
  })
  // POST /api/staff/trade-barriers/{id}/updates – a public update
  .openapi(addUpdateRoute, async (c) => {
    const input = c.req.valid('json');
    const { id } = c.req.valid('param');
    const saved = await staffChange(
      c,
      (scope) => createBarrierUpdate(scope, id, input),
      revalidate,
    );
    return c.json(saved, 201);
  })
  // PUT /api/staff/trade-barriers/{id}/updates/{updateId} – its day and texts
  .openapi(changeUpdateRoute, async (c) => {
    const input = c.req.valid('json');
    const { id, updateId } = c.req.valid('param');
    const saved = await staffChange(
      c,
      (scope) => changeBarrierUpdate(scope, id, updateId, input),
      revalidate,
    );
    return c.json(saved, 200);
  })
  // DELETE /api/staff/trade-barriers/{id}/updates/{updateId} – removed
  .openapi(deleteUpdateRoute, async (c) => {
    const { id, updateId } = c.req.valid('param');
    const removed = await staffChange(
      c,
      (scope) => deleteBarrierUpdate(scope, id, updateId),
      revalidate,
    );
    return c.json(removed, 200);
  });
