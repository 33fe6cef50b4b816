import 'server-only';
import { z } from '@hono/zod-openapi';

import { errorResponses, notFound } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { createRouter } from '@/lib/api/router';
import { staffCrudRoutes } from '@/lib/api/staff-crud-routes';
import { idParams, pageOfRows } from '@/lib/api/staff-record-parts';
import { staffRoute } from '@/lib/api/staff-route';
import { CACHE_TAGS } from '@/lib/cache/tags';

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
const PATH = '/staff/events';

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

// GET, POST /api/staff/events; GET, PUT, DELETE /api/staff/events/{id};
// GET /api/staff/events/{id}/members and …/members.csv (./staff-members-csv-route.ts)
export const staffEventRoutes = createRouter()
  .route(
    '/',
    staffCrudRoutes({
      area: 'events',
      path: PATH,
      name: 'event',
      body: eventInputSchema,
      record: staffEventSchema,
      revalidate: [CACHE_TAGS.events],
      list: {
        summary: 'Every event, drafts too, newest start first; ?q, ?scope, paged',
        query: staffEventsQuerySchema,
        answer: staffEventPageSchema,
        text: 'One page of events',
        read: async (c, { page, page_size, ...query }) => {
          const rows = await listStaffEvents(c.get('db'));
          return pageOfRows(
            rows.filter((row) => staffEventMatches(row, query)),
            page,
            page_size,
          );
        },
      },
      one: {
        summary: 'One event with its version and how many members joined',
        answer: staffEventSchema,
        text: 'The event',
        read: (c, id) => findStaffEvent(c.get('db'), id),
      },
      commands: {
        create: (scope, input) => createEvent(scope, input),
        update: (scope, input, { id }) => updateEvent(scope, id!, input),
        // the event and its members' places
        remove: (scope, { id }) => deleteEvent(scope, id!),
      },
      docs: {
        create: { summary: 'Adds an event (audited) and re-validates the event pages' },
        remove: {
          summary:
            'Removes an event and its members’ places at the version named by If-Match (audited)',
        },
      },
    }),
  )
  // GET /api/staff/events/{id}/members – who joined
  .openapi(membersRoute, async (c) => {
    const { id } = c.req.valid('param');
    const db = c.get('db');
    if (!(await findStaffEvent(db, id))) throw notFound();
    return c.json({ data: await listEventMembers(db, id) }, 200);
  })
  .route('/', staffMembersCsvRoutes);
