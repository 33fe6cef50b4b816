import 'server-only';
import { createRoute } from '@hono/zod-openapi';

import {
  forgotPasswordSchema,
  messageResponseSchema,
  resetPasswordSchema,
} from '@/features/auth/schemas';
import { checkCaptcha } from '@/lib/api/check-captcha';
import { ApiError, errorResponses, VALIDATION_MESSAGE } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { enforceLimit, limitByAddress } from '@/lib/api/rate-limits';
import { createRouter } from '@/lib/api/router';
import { apiTranslator } from '@/lib/api/translate';
import { isCommonPassword } from '@/lib/auth/common-passwords';
import { hashPassword } from '@/lib/auth/password';
import { revokeAllSessions } from '@/lib/auth/sessions';

import { FORGOT_PASSWORD_CAPTCHA_ACTION } from '../captcha-action';

import { formOrJson, pickBody, requireBody } from './body';
import { queueMail, resetEmail } from './emails';
import { LIMITS } from './limits';
import { clearFailures } from './lockouts';
import {
  claimResetToken,
  closeResetTokens,
  createResetToken,
  findOpenResetToken,
} from './reset-tokens';
import { findUserByEmail, setPasswordHash } from './user-store';

const forgotRoute = createRoute({
  method: 'post',
  path: '/forget_password',
  tags: ['Auth'],
  summary: 'Mails a password reset link; answers the same whether or not the address exists',
  description:
    'The captcha token (`token`) is verified when reCAPTCHA is configured: 422 on `token` when it is missing or refused, 503 when the verifier gives no answer.',
  middleware: [
    limitByAddress('forgot', LIMITS.forgotPerAddress),
    requireBody(forgotPasswordSchema),
  ],
  request: { body: formOrJson(forgotPasswordSchema, 'The address (and a captcha token)') },
  responses: {
    200: jsonResponse(messageResponseSchema, 'The link was sent if the address has an account'),
    ...errorResponses(422, 429, 503),
  },
});

const resetRoute = createRoute({
  method: 'post',
  path: '/reset_password',
  tags: ['Auth'],
  summary: 'Sets a new password with a mailed token and ends every session of the account',
  middleware: [
    limitByAddress('reset', LIMITS.reset, { refuseBeforeNext: true }),
    requireBody(resetPasswordSchema),
  ],
  request: { body: formOrJson(resetPasswordSchema, 'Address, token and the new password') },
  responses: {
    200: jsonResponse(messageResponseSchema, 'Password changed'),
    ...errorResponses(422, 429, 503),
  },
});

const invalidToken = () =>
  new ApiError(422, 'Api.resetTokenInvalid', { email: ['Api.resetTokenInvalid'] });

export const passwordResetRoutes = createRouter()
  // POST /api/forget_password – a single-use reset link, valid 60 minutes, in the user's language
  .openapi(forgotRoute, async (c) => {
    const { email, token } = pickBody(c, c.req.valid('json'), c.req.valid('form'));
    await enforceLimit(c, `forgot:email:${email}`, LIMITS.forgotPerEmail);
    // Nothing is stored for staff here: a request the provider could not judge goes on under the
    // tighter per-address limit, beside the per-e-mail one above.
    await checkCaptcha(c, { token, field: 'token', action: FORGOT_PASSWORD_CAPTCHA_ACTION });
    const db = c.get('db');
    const { now, auth } = c.get('services');
    const user = await findUserByEmail(db, email);
    if (user) {
      const token = await createResetToken(db, user.id, now());
      await queueMail(c, [resetEmail(user, auth.siteUrl, token)]);
    }
    return c.json({ message: apiTranslator(c.get('locale'))('resetLinkSent') }, 200);
  })
  // POST /api/reset_password – consumes the token, sets the password, revokes all sessions
  .openapi(resetRoute, async (c) => {
    const input = pickBody(c, c.req.valid('json'), c.req.valid('form'));
    const db = c.get('db');
    const now = c.get('services').now();
    const user = await findUserByEmail(db, input.email);
    const tokenId = user ? await findOpenResetToken(db, user.id, input.token, now) : null;
    if (!user || tokenId === null) throw invalidToken();
    if (await isCommonPassword(input.password)) {
      throw new ApiError(422, VALIDATION_MESSAGE, { password: ['Api.commonPassword'] });
    }
    const hash = await hashPassword(input.password);
    if (!(await claimResetToken(db, tokenId, now))) throw invalidToken();
    await setPasswordHash(db, user.id, hash, now);
    await closeResetTokens(db, user.id, now);
    await revokeAllSessions(db, user.id, now);
    await clearFailures(db, user.email);
    return c.json({ message: apiTranslator(c.get('locale'))('passwordReset') }, 200);
  });
