import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';

import { messageResponseSchema } from '@/features/auth/schemas';
import { ApiError, errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { SESSION_SECURITY } from '@/lib/api/openapi-security';
import { enforceLimit } from '@/lib/api/rate-limits';
import { createRouter } from '@/lib/api/router';
import { apiTranslator } from '@/lib/api/translate';
import { requireAuth, requireCsrfOnGet, sessionOf } from '@/lib/auth/middleware';
import { parseVerification, verificationIsValid } from '@/lib/auth/signed-links';

import { sendMail, verificationEmail } from './emails';
import { LIMITS } from './limits';
import { findUserById, markEmailVerified } from './user-store';

const verifyRoute = createRoute({
  method: 'get',
  path: '/email/verify/{hash}',
  tags: ['Auth'],
  summary: 'Marks the address verified; the signed link needs no session',
  request: {
    params: z.object({
      hash: z
        .string()
        .max(200)
        .openapi({ param: { name: 'hash', in: 'path' } }),
    }),
  },
  responses: {
    200: jsonResponse(messageResponseSchema, 'Verified'),
    ...errorResponses(403),
  },
});

const resendRoute = createRoute({
  method: 'get',
  path: '/email/resend',
  tags: ['Auth'],
  summary:
    'Mails a new verification link (one a minute). A GET, as the specification names it, so a cookie-authenticated call must carry X-Requested-With: XMLHttpRequest or a same-origin Origin (403 otherwise).',
  security: SESSION_SECURITY,
  middleware: [requireAuth, requireCsrfOnGet],
  responses: {
    202: jsonResponse(messageResponseSchema, 'Link sent'),
    ...errorResponses(401, 403, 409, 429, 503),
  },
});

const linkInvalid = () => new ApiError(403, 'Api.verifyLinkInvalid');

export const verificationRoutes = createRouter()
  // GET /api/email/verify/{hash} – the signature names the user; tampered or expired → 403
  .openapi(verifyRoute, async (c) => {
    const claim = parseVerification(c.req.valid('param').hash);
    if (!claim) throw linkInvalid();
    const db = c.get('db');
    const { auth, now } = c.get('services');
    const user = await findUserById(db, claim.userId);
    if (!user || !verificationIsValid(auth.secret, claim, user.email, now())) throw linkInvalid();
    if (!user.email_verified_at) await markEmailVerified(db, user.id, now());
    return c.json({ message: apiTranslator(c.get('locale'))('verified') }, 200);
  })
  // GET /api/email/resend – 202 when a new link went out
  .openapi(resendRoute, async (c) => {
    const { user } = sessionOf(c);
    if (user.email_verified_at) throw new ApiError(409, 'Api.alreadyVerified');
    const key = `resend:user:${user.id}`;
    await enforceLimit(c, key, LIMITS.resend, 'Api.resendWait');
    const { auth, now, limiter } = c.get('services');
    if (!(await sendMail(c, verificationEmail(user, auth.siteUrl, auth.secret, now())))) {
      // Not sent, so the member may try again at once.
      await limiter.reset(key);
      throw new ApiError(503, 'Api.serverError');
    }
    return c.json({ message: apiTranslator(c.get('locale'))('verificationSent') }, 202);
  });
