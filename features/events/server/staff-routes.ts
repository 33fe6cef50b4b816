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

import {
  eventInputSchema,
  eventMemberSchema,
  staffEventPageSchema,
  staffEventSchema,
  staffEventsQuerySchema,
} from '../schemas';
import { staffEventMatches } from '../staff-search';

import { findStaffEvent, listEventMembers, listStaffEvents } from './queries';
import { createEvent, deleteEvent, updateEvent } from './save-event';
import { staffMembersCsvRoutes } from './staff-members-csv-route';

// Editors and administrators (issue 27 "Staff console"); an officer or a member 403, a visitor 401.
const idParams = z.object({ id: positiveInt('id') });
const json = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
const PATH = '/staff/events';

const listRoute = staffRoute('events', {
  method: 'get',
  path: PATH,
  summary: 'Every event, drafts too, newest start first; ?q, ?scope, paged',
  request: { query: staffEventsQuerySchema },
  responses: {
    200: jsonResponse(staffEventPageSchema, 'One page of events'),
    ...errorResponses(422),
  },
});
const oneRoute = staffRoute('events', {
  method: 'get',
  path: `${PATH}/{id}`,
  summary: 'One event with its version and how many members joined',
  request: { params: idParams },
  responses: { 200: jsonResponse(staffEventSchema, 'The event'), ...errorResponses(404) },
});
const addRoute = staffRoute('events', {
  method: 'post',
  path: PATH,
  summary: 'Adds an event (audited) and re-validates the event pages',
  request: json(eventInputSchema),
  responses: { 201: jsonResponse(staffEventSchema, 'The new event'), ...errorResponses(422) },
});
const updateRoute = staffRoute('events', {
  method: 'put',
  path: `${PATH}/{id}`,
  summary: 'Changes an event from the version the editor started from (audited)',
  request: { params: idParams, ...json(eventInputSchema) },
  responses: {
    200: jsonResponse(staffEventSchema, 'The changed event'),
    ...errorResponses(404, 409, 422, 428),
  },
});
const removeRoute = staffRoute('events', {
  method: 'delete',
  path: `${PATH}/{id}`,
  summary: 'Removes an event and its members’ places at the version named by If-Match (audited)',
  request: { params: idParams },
  responses: {
    200: jsonResponse(z.object({ id: z.number().int() }), 'The removed event’s id'),
    ...errorResponses(404, 409, 428),
  },
});
const membersRoute = staffRoute('events', {
  method: 'get',
  path: `${PATH}/{id}/members`,
  summary: 'The members who joined an event, the first to join first',
  request: { params: idParams },
  responses: {
    200: jsonResponse(z.object({ data: z.array(eventMemberSchema) }), 'The members'),
    ...errorResponses(404),
  },
});

const revalidate = { revalidate: [CACHE_TAGS.events] };

// GET, POST /api/staff/events; GET, PUT, DELETE /api/staff/events/{id};
// GET /api/staff/events/{id}/members and …/members.csv (./staff-members-csv-route.ts)
export const staffEventRoutes = createRouter()
  // GET /api/staff/events – the console's list
  .openapi(listRoute, async (c) => {
    const { page, page_size, ...query } = c.req.valid('query');
    const found = (await listStaffEvents(c.get('db'))).filter((row) =>
      staffEventMatches(row, query),
    );
    return c.json(
      { data: pageItems(found, page, page_size), ...pageFields(found.length, page, page_size) },
      200,
    );
  })
  // GET /api/staff/events/{id} – one event
  .openapi(oneRoute, async (c) => {
    const event = await findStaffEvent(c.get('db'), c.req.valid('param').id);
    if (!event) throw notFound();
    return c.json(event, 200);
  })
  // POST /api/staff/events – a new event
  .openapi(addRoute, async (c) => {
    const input = eventInputSchema.parse(c.req.valid('json'));
    return c.json(await staffChange(c, (scope) => createEvent(scope, input), revalidate), 201);
  })
  // PUT /api/staff/events/{id} – change an event
  .openapi(updateRoute, async (c) => {
    const input = eventInputSchema.parse(c.req.valid('json'));
    const { id } = c.req.valid('param');
    return c.json(await staffChange(c, (scope) => updateEvent(scope, id, input), revalidate), 200);
  })
  // DELETE /api/staff/events/{id} – remove an event and its places
  .openapi(removeRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await staffChange(c, (scope) => deleteEvent(scope, id), revalidate), 200);
  })
  // GET /api/staff/events/{id}/members – who joined
  .openapi(membersRoute, async (c) => {
    const { id } = c.req.valid('param');
    const db = c.get('db');
    if (!(await findStaffEvent(db, id))) throw notFound();
    return c.json({ data: await listEventMembers(db, id) }, 200);
  })
  .route('/', staffMembersCsvRoutes);
