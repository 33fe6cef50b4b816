import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';

import { errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { SESSION_SECURITY } from '@/lib/api/openapi-security';
import { positiveInt } from '@/lib/api/params';
import { cachePublicly, publicCacheHeader } from '@/lib/api/public-cache';
import { enforceLimit } from '@/lib/api/rate-limits';
import { createRouter } from '@/lib/api/router';
import { optionalAuth, requireAuth, sessionOf } from '@/lib/auth/middleware';
import { pageFields, pageItems } from '@/lib/pagination';
import { ammanDay } from '@/lib/time/amman-day';

import { EVENT_JOIN_LIMIT } from '../constants';
import { eventAnswer } from '../event-answer';
import { filterEvents, sortEvents } from '../event-list';
import {
  eventModeSchema,
  eventPageSchema,
  eventsQuerySchema,
  eventTypeSchema,
  joinAnswerSchema,
  joinBodySchema,
  joinedEventSchema,
} from '../schemas';

import { calendarRoutes } from './calendar-route';
import { joinEvent, leaveEvent } from './join-event';
import {
  joinedEventIds,
  listEventModes,
  listEventTypes,
  listMemberEvents,
  listPublishedEvents,
} from './queries';
import { staffEventRoutes } from './staff-routes';

const tags = ['Events'];
const member = { tags, security: SESSION_SECURITY, middleware: requireAuth };
const idParams = z.object({ id: positiveInt('id') });

const listRoute = <T extends z.ZodType>(path: string, schema: T, summary: string) =>
  createRoute({
    method: 'get',
    path,
    tags,
    summary,
    responses: { 200: { ...jsonResponse(z.array(schema), summary), headers: publicCacheHeader } },
  });

const typesRoute = listRoute('/events-type', eventTypeSchema, 'Types of event (part 2 §7)');
const modesRoute = listRoute('/events-mode', eventModeSchema, 'How events are held (part 2 §7)');

const eventsRoute = createRoute({
  method: 'get',
  path: '/events',
  tags,
  middleware: optionalAuth,
  summary: 'Published events, filtered and paginated; is_joined for the member of the session',
  description:
    'Filters: `location_type` (International event, Local event), `country`, `type`, `mode`, ' +
    '`industry`, `year` (of date_start) and `q` (text in either language, any case). Events still ' +
    'to come or running first, soonest first, then those that are over, the latest first. ' +
    '`is_upcoming` and `is_expired` are as of Amman’s day. Public without a session; with one, ' +
    'not stored by any cache.',
  request: { query: eventsQuerySchema },
  responses: {
    200: { ...jsonResponse(eventPageSchema, 'One page of events'), headers: publicCacheHeader },
    ...errorResponses(422),
  },
});

const joinedRoute = createRoute({
  ...member,
  method: 'get',
  path: '/events/joined',
  summary: "The member's events (published), the latest joined first",
  responses: {
    200: jsonResponse(z.object({ data: z.array(joinedEventSchema) }), "The member's events"),
    ...errorResponses(401),
  },
});

const joinRoute = createRoute({
  ...member,
  method: 'post',
  path: '/events/{id}/join',
  summary: 'The member of the session joins an event; a confirmation with an .ics is e-mailed',
  description:
    'part 2 §7 names the body `event_id, user_id`: both are ignored, the event is the path’s and ' +
    'the member the session’s. 404 for an unknown or unpublished event, 422 when it is over or ' +
    'closed (status 2), 409 when the member has already joined; 429 past 20 requests an hour.',
  request: {
    params: idParams,
    body: { required: false, content: { 'application/json': { schema: joinBodySchema } } },
  },
  responses: {
    201: jsonResponse(joinAnswerSchema, 'Joined'),
    ...errorResponses(401, 404, 409, 422, 429),
  },
});

const leaveRoute = createRoute({
  ...member,
  method: 'delete',
  path: '/events/{id}/join',
  summary: 'The member gives up their place at an event (404 without one; 422 once it is over)',
  request: { params: idParams },
  responses: {
    200: jsonResponse(joinAnswerSchema, 'Left'),
    ...errorResponses(401, 404, 422),
  },
});

// GET events-type, events-mode, events, events/joined; POST, DELETE events/{id}/join;
// GET events/{id}/calendar.ics (./calendar-route.ts); /api/staff/events… (./staff-routes.ts)
export const eventRoutes = createRouter()
  // GET /api/events-type – the types of event (part 2 §7)
  .openapi(typesRoute, async (c) => {
    const rows = await listEventTypes(c.get('db'));
    cachePublicly(c);
    return c.json(rows, 200);
  })
  // GET /api/events-mode – in person, online, hybrid (part 2 §7)
  .openapi(modesRoute, async (c) => {
    const rows = await listEventModes(c.get('db'));
    cachePublicly(c);
    return c.json(rows, 200);
  })
  // GET /api/events – the events, filtered and paginated (part 3 §7), is_joined per member
  .openapi(eventsRoute, async (c) => {
    const { page, page_size, ...filters } = c.req.valid('query');
    const db = c.get('db');
    const today = ammanDay(c.get('services').now());
    const auth = c.get('auth');
    const joined = auth ? await joinedEventIds(db, auth.user.id) : new Set<number>();
    const found = sortEvents(filterEvents(await listPublishedEvents(db), filters), today);
    const data = pageItems(found, page, page_size).map((event) =>
      eventAnswer(event, today, joined),
    );
    // A visitor's answer is the same for everyone; a member's carries is_joined (no-store).
    if (!auth) cachePublicly(c);
    c.header('Vary', 'Authorization, Cookie');
    return c.json({ data, ...pageFields(found.length, page, page_size) }, 200);
  })
  // GET /api/events/joined – the member's events (the join buttons' state, My events)
  .openapi(joinedRoute, async (c) => {
    const { user } = sessionOf(c);
    const today = ammanDay(c.get('services').now());
    const rows = await listMemberEvents(c.get('db'), user.id);
    const ids = new Set(rows.map((row) => row.id));
    const data = rows.map((row) => ({ ...eventAnswer(row, today, ids), joined_at: row.joined_at }));
    return c.json({ data }, 200);
  })
  // POST /api/events/{id}/join – join (the member from the session, never from the body)
  .openapi(joinRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { user } = sessionOf(c);
    const services = c.get('services');
    await enforceLimit(c, `event-join:user:${user.id}`, EVENT_JOIN_LIMIT);
    const { joined_at } = await joinEvent(c.get('db'), {
      eventId: id,
      member: user,
      locale: c.get('locale'),
      now: services.now(),
      siteUrl: services.auth.siteUrl,
    });
    services.outbox.kick();
    return c.json({ event_id: id, is_joined: true, joined_at }, 201);
  })
  // DELETE /api/events/{id}/join – leave an event (beyond the specification)
  .openapi(leaveRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { user } = sessionOf(c);
    await leaveEvent(c.get('db'), id, user.id, c.get('services').now());
    return c.json({ event_id: id, is_joined: false }, 200);
  })
  .route('/', calendarRoutes)
  .route('/', staffEventRoutes);
