import 'server-only';
import { createRoute } from '@hono/zod-openapi';

import { loginSchema, tokenResponseSchema } from '@/features/auth/schemas';
import { errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { limitByAddress } from '@/lib/api/rate-limits';
import { createRouter } from '@/lib/api/router';

import { formOrJson, pickBody, requireBody } from './body';
import { checkCredentials } from './credentials';
import { LIMITS } from './limits';
import { startSession } from './start-session';

/**
 * The password step of both sign-ins, the member's and the console's: the same limits on the same
 * counters (alternating the two buys no extra guesses) and the same body.
 */
export const PASSWORD_STEP = {
  middleware: [
    limitByAddress('login', LIMITS.login, { refuseBeforeNext: true }),
    limitByAddress('login-day', LIMITS.loginPerDay, { refuseBeforeNext: true }),
    requireBody(loginSchema),
  ],
  request: { body: formOrJson(loginSchema, 'E-mail address and password') },
};

const loginRoute = createRoute({
  method: 'post',
  path: '/login',
  tags: ['Auth'],
  summary: 'Signs a member in: a new session token at every login',
  ...PASSWORD_STEP,
  responses: {
    200: jsonResponse(tokenResponseSchema, 'Signed in: the Bearer token (also set as a cookie)'),
    ...errorResponses(403, 422, 429, 503),
  },
});

// POST /api/login – the token of a new session, or "Invalid email/password" at errors.email
export const loginRoutes = createRouter().openapi(loginRoute, async (c) => {
  const { email, password } = pickBody(c, c.req.valid('json'), c.req.valid('form'));
  const user = await checkCredentials(c, email, password);
  return c.json({ token: await startSession(c, user) }, 200);
});
