import 'server-only';
import type { Context } from 'hono';

import { ApiError, errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { enforceLimit, MINUTE_MS } from '@/lib/api/rate-limits';
import { createRouter } from '@/lib/api/router';
import { staffChange } from '@/lib/api/staff-change';
import { staffSignInRoute } from '@/lib/api/staff-route';
import type { AppEnv } from '@/lib/api/types';
import { sessionOf } from '@/lib/auth/middleware';
import { markSecondFactor } from '@/lib/auth/sessions';

import {
  enableSecondFactorSchema,
  recoveryCodesSchema,
  secondFactorSetupSchema,
  verifiedSchema,
  verifySecondFactorSchema,
} from '../schemas';

import { recoveryCodesLeft, replaceRecoveryCodes, useRecoveryCode } from './recovery-codes';
import { acceptStep, enableSecret, setPendingSecret } from './second-factor-store';
import { checkTotp, newTotpSecret, otpauthUrl, qrSvg } from './totp';

// Codes tried per staff account (both routes together): 5 in 5 minutes, whatever the address.
const CODE_LIMIT = { limit: 5, windowMs: 5 * MINUTE_MS };
// A new secret per call: enough for reloads, not for a flood of QR codes.
const SETUP_LIMIT = { limit: 20, windowMs: 5 * MINUTE_MS };

const body = <T>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

const setupRoute = staffSignInRoute({
  method: 'post',
  path: '/staff/second-factor/setup',
  summary: 'First console sign-in: a new authenticator secret and its QR code (not in use yet)',
  responses: {
    200: jsonResponse(secondFactorSetupSchema, 'The secret, its otpauth:// address and QR code'),
    ...errorResponses(409, 429),
  },
});

const enableRoute = staffSignInRoute({
  method: 'post',
  path: '/staff/second-factor/enable',
  summary: 'Switches the new secret on with a code from the app; answers the recovery codes once',
  request: body(enableSecondFactorSchema),
  responses: {
    200: jsonResponse(recoveryCodesSchema, 'Ten one-time recovery codes, never shown again'),
    ...errorResponses(409, 422, 429),
  },
});

const verifyRoute = staffSignInRoute({
  method: 'post',
  path: '/staff/second-factor/verify',
  summary: 'Console sign-in, second step: a code of the app (each once) or a recovery code',
  request: body(verifySecondFactorSchema),
  responses: {
    200: jsonResponse(verifiedSchema, 'The session opens the console'),
    ...errorResponses(409, 422, 429),
  },
});

const invalidCode = (field: string, key: string) => new ApiError(422, key, { [field]: [key] });

async function limitCodes(c: Context<AppEnv>, userId: number) {
  await enforceLimit(c, `second-factor:user:${userId}`, CODE_LIMIT);
}

export const secondFactorRoutes = createRouter()
  // POST /api/staff/second-factor/setup – a pending secret (409 once the factor is set up)
  .openapi(setupRoute, async (c) => {
    const { user, secondFactorAt } = sessionOf(c);
    if (user.totp_enabled_at || secondFactorAt) {
      throw new ApiError(409, 'ConsoleAuth.errors.alreadySetUp');
    }
    await enforceLimit(c, `second-factor-setup:user:${user.id}`, SETUP_LIMIT);
    const secret = newTotpSecret();
    await staffChange(c, async ({ tx, now }) => {
      await setPendingSecret(tx, user.id, secret, now);
      const audit = { action: 'staff.second-factor.setup', entityType: 'users', entityId: user.id };
      return { result: null, audit: { ...audit, after: { pending_secret: true } } };
    });
    const url = otpauthUrl(secret, user.email);
    return c.json({ secret, otpauth_url: url, qr_svg: await qrSvg(url) }, 200);
  })
  // POST /api/staff/second-factor/enable – the code proves the app holds the secret
  .openapi(enableRoute, async (c) => {
    const { user, sessionId } = sessionOf(c);
    if (user.totp_enabled_at) throw new ApiError(409, 'ConsoleAuth.errors.alreadySetUp');
    if (!user.totp_secret) throw new ApiError(409, 'ConsoleAuth.errors.noPendingSecret');
    await limitCodes(c, user.id);
    const check = await checkTotp(
      user.totp_secret,
      c.req.valid('json').code,
      c.get('services').now(),
      null,
    );
    if (!check.ok) throw invalidCode('code', 'ConsoleAuth.errors.invalidCode');
    const codes = await staffChange(c, async ({ tx, now }) => {
      if (!(await enableSecret(tx, user.id, check.step, now))) {
        throw new ApiError(409, 'ConsoleAuth.errors.alreadySetUp');
      }
      const recovery = await replaceRecoveryCodes(tx, user.id);
      await markSecondFactor(tx, sessionId, now);
      const audit = {
        action: 'staff.second-factor.enable',
        entityType: 'users',
        entityId: user.id,
        before: { second_factor: false },
        after: { second_factor: true },
      };
      return { result: recovery, audit };
    });
    return c.json({ recovery_codes: codes }, 200);
  })
  // POST /api/staff/second-factor/verify – a code never used before, or an unused recovery code
  .openapi(verifyRoute, async (c) => {
    const { user, sessionId } = sessionOf(c);
    if (!user.totp_enabled_at || !user.totp_secret) {
      throw new ApiError(409, 'ConsoleAuth.errors.notSetUp');
    }
    const secret = user.totp_secret;
    await limitCodes(c, user.id);
    const now = c.get('services').now();
    const { code, recovery_code } = c.req.valid('json');
    const left = await staffChange(c, async ({ tx }) => {
      let method: 'authenticator' | 'recovery-code';
      let codesLeft: number;
      if (code !== undefined) {
        method = 'authenticator';
        const check = await checkTotp(secret, code, now, user.totp_last_step);
        if (!check.ok) {
          const key = check.reason === 'replay' ? 'usedCode' : 'invalidCode';
          throw invalidCode('code', `ConsoleAuth.errors.${key}`);
        }
        if (!(await acceptStep(tx, user.id, check.step))) {
          throw invalidCode('code', 'ConsoleAuth.errors.usedCode');
        }
        codesLeft = await recoveryCodesLeft(tx, user.id);
      } else {
        method = 'recovery-code';
        const remaining = await useRecoveryCode(tx, user.id, recovery_code ?? '', now);
        if (remaining === null) {
          throw invalidCode('recovery_code', 'ConsoleAuth.errors.invalidRecoveryCode');
        }
        codesLeft = remaining;
      }
      await markSecondFactor(tx, sessionId, now);
      const audit = { action: 'staff.sign-in', entityType: 'users', entityId: user.id };
      return {
        result: codesLeft,
        audit: { ...audit, after: { method, recovery_codes_left: codesLeft } },
      };
    });
    return c.json({ recovery_codes_left: left }, 200);
  });
