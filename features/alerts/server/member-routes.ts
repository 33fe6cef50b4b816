import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';

import { errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { SESSION_SECURITY } from '@/lib/api/openapi-security';
import { positiveInt } from '@/lib/api/params';
import { sentVersion } from '@/lib/api/record-version';
import { createRouter } from '@/lib/api/router';
import { requireAuth, sessionOf } from '@/lib/auth/middleware';

import { alertChangeSchema, alertSubscriptionSchema } from '../schemas';

import { deleteMemberSubscription, listMemberSubscriptions } from './member-subscriptions';
import { alertSettings } from './settings';
import { changeSubscription, subscriptionView } from './subscriptions';

const member = { tags: ['Alerts'], security: SESSION_SECURITY, middleware: requireAuth };
const idParams = z.object({ id: positiveInt('id') });

const listRoute = createRoute({
  ...member,
  method: 'get',
  path: '/user/alert-subscriptions',
  summary: "The member's alert subscriptions, the newest first",
  responses: {
    200: jsonResponse(z.object({ data: z.array(alertSubscriptionSchema) }), 'Subscriptions'),
    ...errorResponses(401),
  },
});

const changeRoute = createRoute({
  ...member,
  method: 'put',
  path: '/user/alert-subscriptions/{id}',
  summary: "Changes one of the member's subscriptions (at its version); 404 when not theirs",
  request: {
    params: idParams,
    body: { required: true, content: { 'application/json': { schema: alertChangeSchema } } },
  },
  responses: {
    200: jsonResponse(alertSubscriptionSchema, 'The changed subscription'),
    ...errorResponses(401, 404, 409, 422, 428),
  },
});

const deleteRoute = createRoute({
  ...member,
  method: 'delete',
  path: '/user/alert-subscriptions/{id}',
  summary:
    "Deletes one of the member's subscriptions (If-Match: the version shown); 404 when not theirs",
  request: { params: idParams },
  responses: {
    200: jsonResponse(z.object({ id: z.number().int() }), 'Deleted'),
    ...errorResponses(401, 404, 409, 428),
  },
});

// GET /user/alert-subscriptions; PUT, DELETE /user/alert-subscriptions/{id}
export const memberAlertRoutes = createRouter()
  // GET /api/user/alert-subscriptions – the member's subscriptions
  .openapi(listRoute, async (c) => {
    const rows = await listMemberSubscriptions(c.get('db'), sessionOf(c).user.id);
    return c.json({ data: rows.map(subscriptionView) }, 200);
  })
  // PUT /api/user/alert-subscriptions/{id} – change the choices (own only)
  .openapi(changeRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { now, settings } = alertSettings(c);
    const row = await changeSubscription(
      c.get('db'),
      { id, userId: sessionOf(c).user.id },
      c.req.valid('json'),
      { now, settings },
    );
    return c.json(subscriptionView(row), 200);
  })
  // DELETE /api/user/alert-subscriptions/{id} – remove one (own only)
  .openapi(deleteRoute, async (c) => {
    const { id } = c.req.valid('param');
    await deleteMemberSubscription(c.get('db'), sessionOf(c).user.id, id, sentVersion(c));
    return c.json({ id }, 200);
  });
