import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';

import { errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { SESSION_SECURITY } from '@/lib/api/openapi-security';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import { assertOwnUser, requireAuth } from '@/lib/auth/middleware';

import { userEnquirySchema } from '../schemas';

import { listUserEnquiries } from './list-user-enquiries';

const enquiriesRoute = createRoute({
  tags: ['Account'],
  middleware: requireAuth,
  security: SESSION_SECURITY,
  method: 'get',
  path: '/user-all-enquiries/{userId}',
  request: { params: z.object({ userId: positiveInt('userId') }) },
  summary: "The member's own enquiries, newest first",
  responses: {
    200: jsonResponse(z.array(userEnquirySchema), 'Enquiries'),
    ...errorResponses(401, 403, 422),
  },
});

// GET /api/user-all-enquiries/{userId} – the member's enquiries (only the signed-in member's)
export const memberEnquiriesRoutes = createRouter().openapi(enquiriesRoute, async (c) => {
  const { userId } = c.req.valid('param');
  assertOwnUser(c, userId);
  return c.json(await listUserEnquiries(c.get('db'), userId, c.get('locale')), 200);
});
