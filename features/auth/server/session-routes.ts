import 'server-only';
import { createRoute } from '@hono/zod-openapi';

import { messageResponseSchema } from '@/features/auth/schemas';
import { errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { SESSION_SECURITY } from '@/lib/api/openapi-security';
import { createRouter } from '@/lib/api/router';
import { apiTranslator } from '@/lib/api/translate';
import { requireAuth, sessionOf } from '@/lib/auth/middleware';
import { revokeSession } from '@/lib/auth/sessions';
import { toUserJson } from '@/lib/auth/user-json';
import { userSchema } from '@/lib/session/user';

import { clearSessionCookie } from './start-session';

const logoutRoute = createRoute({
  method: 'post',
  path: '/logout',
  tags: ['Auth'],
  summary: 'Ends the current session and clears the session cookie',
  security: SESSION_SECURITY,
  middleware: [requireAuth],
  responses: {
    200: jsonResponse(messageResponseSchema, 'Logged out'),
    ...errorResponses(401, 403),
  },
});

const userRoute = createRoute({
  method: 'get',
  path: '/user',
  tags: ['Auth'],
  summary: 'The signed-in user',
  security: SESSION_SECURITY,
  middleware: [requireAuth],
  responses: {
    200: jsonResponse(userSchema, 'The user'),
    ...errorResponses(401),
  },
});

export const sessionRoutes = createRouter()
  // POST /api/logout – revokes the session the request carries
  .openapi(logoutRoute, async (c) => {
    const { now } = c.get('services');
    await revokeSession(c.get('db'), sessionOf(c).sessionId, now());
    clearSessionCookie(c);
    return c.json({ message: apiTranslator(c.get('locale'))('loggedOut') }, 200);
  })
  // GET /api/user – the member behind the token or cookie
  .openapi(userRoute, (c) => c.json(toUserJson(sessionOf(c).user), 200));
