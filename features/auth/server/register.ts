import 'server-only';
import { createRoute } from '@hono/zod-openapi';

import { registerSchema, tokenResponseSchema } from '@/features/auth/schemas';
import { ApiError, errorResponses, VALIDATION_MESSAGE } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { limitByAddress } from '@/lib/api/rate-limits';
import { createRouter } from '@/lib/api/router';
import { isCommonPassword } from '@/lib/auth/common-passwords';
import { hashPassword } from '@/lib/auth/password';

import { formOrJson, pickBody, requireBody } from './body';
import { queueMail, verificationEmail, welcomeEmail } from './emails';
import { LIMITS } from './limits';
import { startSession } from './start-session';
import { findUserByEmail, insertMember } from './user-store';

const emailTaken = () => new ApiError(422, VALIDATION_MESSAGE, { email: ['Api.emailTaken'] });

const registerRoute = createRoute({
  method: 'post',
  path: '/register',
  tags: ['Auth'],
  summary: 'Creates a member account, signs it in and sends the verification e-mail',
  middleware: [
    limitByAddress('register', LIMITS.register, { refuseBeforeNext: true }),
    requireBody(registerSchema),
  ],
  request: { body: formOrJson(registerSchema, 'The sign-up form; other fields are ignored') },
  responses: {
    201: jsonResponse(tokenResponseSchema, 'Signed in: the Bearer token (also set as a cookie)'),
    ...errorResponses(422, 429, 503),
  },
});

// POST /api/register – a new member (only name, phone, e-mail and password are taken from the body)
export const registerRoutes = createRouter().openapi(registerRoute, async (c) => {
  const input = pickBody(c, c.req.valid('json'), c.req.valid('form'));
  const db = c.get('db');
  const errors: Record<string, string[]> = {};
  if (await findUserByEmail(db, input.email)) errors.email = ['Api.emailTaken'];
  if (await isCommonPassword(input.password)) errors.password = ['Api.commonPassword'];
  if (Object.keys(errors).length > 0) throw new ApiError(422, VALIDATION_MESSAGE, errors);

  const user = await insertMember(db, {
    name: input.name,
    phone: input.phone,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    locale: c.get('locale'),
  });
  if (!user) throw emailTaken();
  const token = await startSession(c, user);

  const { siteUrl, secret } = c.get('services').auth;
  await queueMail(c, [
    verificationEmail(user, siteUrl, secret, c.get('services').now()),
    welcomeEmail(user, siteUrl),
  ]);
  return c.json({ token }, 201);
});
