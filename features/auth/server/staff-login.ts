import 'server-only';
import { createRoute } from '@hono/zod-openapi';

import { staffLoginResponseSchema } from '@/features/auth/schemas';
import { ApiError, errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { createRouter } from '@/lib/api/router';
import { isStaffRole } from '@/lib/auth/sessions';

import { pickBody } from './body';
import { checkCredentials } from './credentials';
import { PASSWORD_STEP } from './login';
import { startSession } from './start-session';

const staffLoginRoute = createRoute({
  method: 'post',
  path: '/staff/login',
  tags: ['Staff'],
  summary: 'Console sign-in, first step: the password of a staff account',
  description:
    'Same limits and lock-out as POST /api/login (the same counters). The session it starts opens ' +
    'no staff route until it passes the second factor: `setup` (first sign-in: ' +
    'POST /api/staff/second-factor/setup, then …/enable) or `verify` (POST /api/staff/second-factor/verify).',
  // Counted with the member login's counters: alternating the two buys no extra guesses.
  ...PASSWORD_STEP,
  responses: {
    200: jsonResponse(staffLoginResponseSchema, 'Signed in with the password (cookie set too)'),
    ...errorResponses(403, 422, 429, 503),
  },
});

// POST /api/staff/login – a staff session that still needs its second factor; a member gets 403
export const staffLoginRoutes = createRouter().openapi(staffLoginRoute, async (c) => {
  const { email, password } = pickBody(c, c.req.valid('json'), c.req.valid('form'));
  const user = await checkCredentials(c, email, password);
  if (!isStaffRole(user.role)) throw new ApiError(403, 'Api.forbidden');
  const token = await startSession(c, user);
  return c.json({ token, second_factor: user.totp_enabled_at ? 'verify' : 'setup' } as const, 200);
});
