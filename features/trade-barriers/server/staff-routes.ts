import 'server-only';

import { errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import { staffChange } from '@/lib/api/staff-change';
import { staffCrudRoutes } from '@/lib/api/staff-crud-routes';
import { idParams, jsonBody, pageOfRows } from '@/lib/api/staff-record-parts';
import { staffRoute } from '@/lib/api/staff-route';
import { CACHE_TAGS } from '@/lib/cache/tags';
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
const updateParams = idParams.extend({ updateId: positiveInt('updateId') });

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
const STEPS = {
  submit: 'Prepares an entry for approval (draft or unpublished → awaiting_approval)',
  approve:
    'Approves an entry awaiting approval (→ published); 403 for whoever prepared it, an administrator too',
  unpublish: 'Withdraws a published entry (→ unpublished)',
} as const;

const revalidate = { revalidate: [CACHE_TAGS.tradeBarriers] };

// POST /api/staff/trade-barriers/{id}/submit – prepared for approval; …/approve – published by a
// second staff member; …/unpublish – withdrawn from the public register
const stepRoutes = createRouter();
for (const step of Object.keys(STEPS) as (keyof typeof STEPS)[]) {
  const route = staffRoute('tradeBarriers', {
    method: 'post',
    path: `${PATH}/{id}/${step}`,
    summary: `${STEPS[step]} (audited)`,
    request: { params: idParams, ...jsonBody(versionBodySchema, false) },
    responses: {
      200: jsonResponse(staffBarrierDetailSchema, 'The entry'),
      ...errorResponses(403, 404, 409, 428),
    },
  });
  stepRoutes.openapi(route, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await staffChange(c, (scope) => moveBarrier(scope, id, step), revalidate), 200);
  });
}

const entryRoutes = staffCrudRoutes({
  area: 'tradeBarriers',
  path: PATH,
  name: 'entry',
  body: barrierInputSchema,
  record: staffBarrierDetailSchema,
  revalidate: revalidate.revalidate,
  list: {
    summary: 'Every register entry, whatever its publication; ?q, ?publication, ?status, paged',
    query: staffBarriersQuerySchema,
    answer: staffBarrierPageSchema,
    text: 'One page of entries',
    read: async (c, { page, page_size, ...query }) => {
      const rows = await listStaffBarriers(c.get('db'));
      return pageOfRows(
        rows.filter((row) => staffBarrierMatches(row, query)),
        page,
        page_size,
      );
    },
  },
  one: {
    summary: 'One entry with its updates, its source report and who prepared and approved it',
    answer: staffBarrierDetailSchema,
    text: 'The entry',
    read: (c, id) => findStaffBarrier(c.get('db'), id),
  },
  commands: {
    // a draft, from scratch or from a barrier report
    create: (scope, input) => createBarrier(scope, input),
    update: (scope, input, { id }) => updateBarrier(scope, id!, input),
  },
  docs: {
    create: {
      summary: 'Adds an entry as a draft, from scratch or from a barrier report (audited)',
    },
    update: {
      summary:
        'Changes an entry from the version staff started from; a published one stays so (audited)',
    },
  },
});

// An entry's dated public updates: POST …/{id}/updates; PUT, DELETE …/{id}/updates/{updateId}
const updateRoutes = staffCrudRoutes({
  area: 'tradeBarriers',
  path: `${PATH}/{id}/updates`,
  name: 'update',
  nested: { list: idParams, item: updateParams, key: 'updateId' },
  body: barrierUpdateInputSchema,
  record: staffBarrierUpdateSchema,
  revalidate: revalidate.revalidate,
  commands: {
    create: (scope, input, { id }) => createBarrierUpdate(scope, id!, input),
    update: (scope, input, { id, updateId }) => changeBarrierUpdate(scope, id!, updateId!, input),
    remove: (scope, { id, updateId }) => deleteBarrierUpdate(scope, id!, updateId!),
  },
  docs: {
    create: { summary: 'Adds a dated public update to an entry (audited)' },
    update: { summary: 'Changes a public update from its version (audited)' },
    remove: { summary: 'Removes a public update at the version named by If-Match (audited)' },
  },
});

// GET, POST /api/staff/trade-barriers; GET, PUT /api/staff/trade-barriers/{id};
// GET /api/staff/trade-barriers/prefill/{id}; POST …/{id}/submit, approve, unpublish;
// POST …/{id}/updates; PUT, DELETE …/{id}/updates/{updateId}
export const staffTradeBarrierRoutes = createRouter()
  .route('/', entryRoutes)
  // GET /api/staff/trade-barriers/prefill/{id} – a new entry's values from a barrier report
  .openapi(prefillRoute, async (c) =>
    c.json(await barrierPrefillOf(c.get('db'), c.req.valid('param').id), 200),
  )
  .route('/', stepRoutes)
  .route('/', updateRoutes);
