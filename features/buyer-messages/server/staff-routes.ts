import 'server-only';
import { z } from '@hono/zod-openapi';

import { errorResponses, found } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import { staffRoute } from '@/lib/api/staff-route';

import { staffMessageListSchema, staffMessageSchema, staffQuerySchema } from '../schemas';

import { getStaffMessage, listStaffMessages } from './staff-list';

// Officers and administrators read the relay (issue 14); reading writes no audit entry.

const listRoute = staffRoute('buyerMessages', {
  method: 'get',
  path: '/staff/buyer-messages',
  summary: 'Messages of the contact relay, newest first, searched, filtered and paginated',
  request: { query: staffQuerySchema },
  responses: {
    200: jsonResponse(staffMessageListSchema, 'One page of messages'),
    ...errorResponses(422),
  },
});

const detailRoute = staffRoute('buyerMessages', {
  method: 'get',
  path: '/staff/buyer-messages/{id}',
  summary: 'One message of the contact relay with its sender and answer',
  request: { params: z.object({ id: positiveInt('id') }) },
  responses: {
    200: jsonResponse(staffMessageSchema, 'The message'),
    ...errorResponses(404),
  },
});

// GET /api/staff/buyer-messages, GET /api/staff/buyer-messages/{id}
export const staffBuyerMessageRoutes = createRouter()
  // GET /api/staff/buyer-messages – the relay's messages
  .openapi(listRoute, async (c) =>
    c.json(await listStaffMessages(c.get('db'), c.req.valid('query')), 200),
  )
  // GET /api/staff/buyer-messages/{id} – one message
  .openapi(detailRoute, async (c) => {
    return c.json(found(await getStaffMessage(c.get('db'), c.req.valid('param').id)), 200);
  });
