import 'server-only';
import { createRoute } from '@hono/zod-openapi';

import { loginSchema, tokenResponseSchema } from '@/features/auth/schemas';
import { ApiError, errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { limitByAddress, tooManyRequests } from '@/lib/api/rate-limits';
import { createRouter } from '@/lib/api/router';
import { timingDummyHash, verifyPassword } from '@/lib/auth/password';

import { formOrJson, pickBody, requireBody } from './body';
import { LIMITS } from './limits';
import { clearFailures, lockedSeconds, recordFailure } from './lockouts';
import { startSession } from './start-session';
import { findUserByEmail } from './user-store';

const loginRoute = createRoute({
  method: 'post',
  path: '/login',
  tags: ['Auth'],
  summary: 'Signs a member in: a new session token at every login',
  middleware: [
    limitByAddress('login', LIMITS.login),
    limitByAddress('login-day', LIMITS.loginPerDay),
    requireBody(loginSchema),
  ],
  request: { body: formOrJson(loginSchema, 'E-mail address and password') },
  responses: {
    200: jsonResponse(tokenResponseSchema, 'Signed in: the Bearer token (also set as a cookie)'),
    ...errorResponses(422, 429),
  },
});

// POST /api/login – the token of a new session, or "Invalid email/password" at errors.email
export const loginRoutes = createRouter().openapi(loginRoute, async (c) => {
  const { email, password } = pickBody(c, c.req.valid('json'), c.req.valid('form'));
  const db = c.get('db');
  const now = c.get('services').now();
  const locked = await lockedSeconds(db, email, now);
  if (locked > 0) throw tooManyRequests(locked, 'Api.accountLocked');

  const user = await findUserByEmail(db, email);
  // An unknown address costs one argon2 check too, so timing does not tell which addresses exist.
  const valid = await verifyPassword(user?.password_hash ?? (await timingDummyHash()), password);
  if (!user || !valid) {
    await recordFailure(db, email, now);
    throw new ApiError(422, 'Api.invalidCredentials', { email: ['Api.invalidCredentials'] });
  }
  await clearFailures(db, email);
  if (user.suspended_at) throw new ApiError(403, 'Api.accountSuspended');
  return c.json({ token: await startSession(c, user) }, 200);
});
