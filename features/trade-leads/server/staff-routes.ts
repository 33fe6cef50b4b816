import 'server-only';
import { z } from '@hono/zod-openapi';

import { errorResponses, notFound } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import { staffChange } from '@/lib/api/staff-change';
import { staffCrudRoutes } from '@/lib/api/staff-crud-routes';
import { idParams, jsonBody } from '@/lib/api/staff-record-parts';
import { staffRoute } from '@/lib/api/staff-route';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { ammanDay } from '@/lib/time/amman-day';
import { versionBodySchema } from '@/lib/validation/version';

import {
  interestMarkSchema,
  staffInterestSchema,
  staffTradeLeadSchema,
  staffTradeLeadsPageSchema,
  staffTradeLeadsQuerySchema,
  tradeLeadInputSchema,
} from '../staff-schemas';

import { markInterest } from './mark-interest';
import { closeLead, createLead, deleteLead, publishLead, updateLead } from './save-trade-lead';
import { staffInterestsCsvRoutes } from './staff-interests-csv-route';
import { findStaffLead, listLeadInterests, listStaffLeads } from './staff-reads';

// Issue 39 "Trade leads": officers and editors (STAFF_AREAS tradeLeads); a member 403, a visitor 401.
const interestParams = idParams.extend({ interestId: positiveInt('interestId') });
const PATH = '/staff/trade-leads';

const moveRoute = (verb: 'publish' | 'close', summary: string) =>
  staffRoute('tradeLeads', {
    method: 'post',
    path: `${PATH}/{id}/${verb}`,
    summary,
    request: { params: idParams, ...jsonBody(versionBodySchema, false) },
    responses: {
      200: jsonResponse(staffTradeLeadSchema, 'The lead'),
      ...errorResponses(404, 409, 422, 428),
    },
  });
const publishRoute = moveRoute(
  'publish',
  'Publishes a draft whose deadline is today or later (409 unless a draft; audited)',
);
const closeRoute = moveRoute(
  'close',
  'Closes a published lead before its deadline (409 unless published; audited)',
);
const interestsRoute = staffRoute('tradeLeads', {
  method: 'get',
  path: `${PATH}/{id}/interests`,
  summary: 'The members interested in a lead, the first to write first',
  request: { params: idParams },
  responses: {
    200: jsonResponse(z.object({ data: z.array(staffInterestSchema) }), 'The interests'),
    ...errorResponses(404),
  },
});
const markRoute = staffRoute('tradeLeads', {
  method: 'put',
  path: `${PATH}/{id}/interests/{interestId}`,
  summary: 'Marks a member’s interest: shortlisted, passed on, not suitable (versioned; audited)',
  request: { params: interestParams, ...jsonBody(interestMarkSchema) },
  responses: {
    200: jsonResponse(staffInterestSchema, 'The interest'),
    ...errorResponses(404, 409, 422, 428),
  },
});

const revalidate = { revalidate: [CACHE_TAGS.tradeLeads] };
const todayOf = (now: Date) => ammanDay(now);

const leadRoutes = staffCrudRoutes({
  area: 'tradeLeads',
  path: PATH,
  name: 'lead',
  body: tradeLeadInputSchema,
  record: staffTradeLeadSchema,
  revalidate: revalidate.revalidate,
  list: {
    summary: 'Every trade lead, drafts too, the latest changed first; ?status, ?q, paged',
    query: staffTradeLeadsQuerySchema,
    answer: staffTradeLeadsPageSchema,
    text: 'One page of leads',
    read: (c, query) => listStaffLeads(c.get('db'), query, todayOf(c.get('services').now())),
  },
  one: {
    summary: 'One lead with its status, version and how many members are interested',
    answer: staffTradeLeadSchema,
    text: 'The lead',
    read: (c, id) => findStaffLead(c.get('db'), id, todayOf(c.get('services').now())),
  },
  commands: {
    // a new draft
    create: (scope, input) => createLead(scope, input),
    update: (scope, input, { id }) => updateLead(scope, id!, input),
    // a draft only
    remove: (scope, { id }) => deleteLead(scope, id!),
  },
  docs: {
    create: {
      summary: 'Adds a lead as a draft (audited); HS codes must be the nomenclature’s',
      text: 'The new draft',
    },
    update: {
      summary:
        'Changes a lead from the version staff started from (audited; public pages refreshed)',
    },
    remove: {
      summary: 'Removes a draft at the version named by If-Match (409 for a public lead; audited)',
      text: 'The removed draft’s id',
    },
  },
});

// GET, POST /api/staff/trade-leads; GET, PUT, DELETE …/{id}; POST …/{id}/publish, …/{id}/close;
// GET …/{id}/interests; PUT …/{id}/interests/{interestId}; GET …/{id}/interests.csv
export const staffTradeLeadRoutes = createRouter()
  .route('/', leadRoutes)
  // POST /api/staff/trade-leads/{id}/publish – draft → published
  .openapi(publishRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await staffChange(c, (scope) => publishLead(scope, id), revalidate), 200);
  })
  // POST /api/staff/trade-leads/{id}/close – published → closed
  .openapi(closeRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await staffChange(c, (scope) => closeLead(scope, id), revalidate), 200);
  })
  // GET /api/staff/trade-leads/{id}/interests – who is interested
  .openapi(interestsRoute, async (c) => {
    const { id } = c.req.valid('param');
    const db = c.get('db');
    if (!(await findStaffLead(db, id, todayOf(c.get('services').now())))) throw notFound();
    return c.json({ data: await listLeadInterests(db, id) }, 200);
  })
  // PUT /api/staff/trade-leads/{id}/interests/{interestId} – mark an interest
  .openapi(markRoute, async (c) => {
    const { id, interestId } = c.req.valid('param');
    const { state } = c.req.valid('json');
    // The member's account page is per request: no public tag to refresh.
    return c.json(await staffChange(c, (scope) => markInterest(scope, id, interestId, state)), 200);
  })
  .route('/', staffInterestsCsvRoutes);
