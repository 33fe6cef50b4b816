import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';

import { ApiError, errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { enforceLimit, MINUTE_MS } from '@/lib/api/rate-limits';
import { createRouter } from '@/lib/api/router';
import type { AppEnv } from '@/lib/api/types';
import { writeAudit } from '@/lib/audit/write-audit';
import { sessionOf } from '@/lib/auth/middleware';
import { markSecondFactor } from '@/lib/auth/sessions';

import {
  enableSecondFactorSchema,
  recoveryCodesSchema,
  secondFactorSetupSchema,
  verifiedSchema,
  verifySecondFactorSchema,
} from '../schemas';

import { requireStaffPassword } from './password-session';
import { recoveryCodesLeft, replaceRecoveryCodes, useRecoveryCode } from './recovery-codes';
import { acceptStep, enableSecret, setPendingSecret } from './second-factor-store';
import { checkTotp, newTotpSecret, otpauthUrl, qrSvg } from './totp';

// Codes tried per staff account (both routes together): 5 in 5 minutes, whatever the address.
const CODE_LIMIT = { limit: 5, windowMs: 5 * MINUTE_MS };
// A new secret per call: enough for reloads, not for a flood of QR codes.
const SETUP_LIMIT = { limit: 20, windowMs: 5 * MINUTE_MS };

const STAFF_SECURITY = [{ bearerAuth: [] }];
const body = <T>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

const setupRoute = createRoute({
  method: 'post',
  path: '/staff/second-factor/setup',
  tags: ['Staff'],
  summary: 'First console sign-in: a new authenticator secret and its QR code (not in use yet)',
  security: STAFF_SECURITY,
  middleware: [requireStaffPassword] as const,
  responses: {
    200: jsonResponse(secondFactorSetupSchema, 'The secret, its otpauth:// address and QR code'),
    ...errorResponses(401, 403, 409, 429),
  },
});

const enableRoute = createRoute({
  method: 'post',
  path: '/staff/second-factor/enable',
  tags: ['Staff'],
  summary: 'Switches the new secret on with a code from the app; answers the recovery codes once',
  security: STAFF_SECURITY,
  middleware: [requireStaffPassword] as const,
  request: body(enableSecondFactorSchema),
  responses: {
    200: jsonResponse(recoveryCodesSchema, 'Ten one-time recovery codes, never shown again'),
    ...errorResponses(401, 403, 409, 422, 429),
  },
});

const verifyRoute = createRoute({
  method: 'post',
  path: '/staff/second-factor/verify',
  tags: ['Staff'],
  summary: 'Console sign-in, second step: a code of the app (each once) or a recovery code',
  security: STAFF_SECURITY,
  middleware: [requireStaffPassword] as const,
  request: body(verifySecondFactorSchema),
  responses: {
    200: jsonResponse(verifiedSchema, 'The session opens the console'),
    ...errorResponses(401, 403, 409, 422, 429),
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
    await setPendingSecret(c.get('db'), user.id, secret, c.get('services').now());
    const url = otpauthUrl(secret, user.email);
    return c.json({ secret, otpauth_url: url, qr_svg: await qrSvg(url) }, 200);
  })
  // POST /api/staff/second-factor/enable – the code proves the app holds the secret
  .openapi(enableRoute, async (c) => {
    const { user, sessionId } = sessionOf(c);
    if (user.totp_enabled_at) throw new ApiError(409, 'ConsoleAuth.errors.alreadySetUp');
    if (!user.totp_secret) throw new ApiError(409, 'ConsoleAuth.errors.noPendingSecret');
    await limitCodes(c, user.id);
    const now = c.get('services').now();
    const check = await checkTotp(user.totp_secret, c.req.valid('json').code, now, null);
    if (!check.ok) throw invalidCode('code', 'ConsoleAuth.errors.invalidCode');
    const codes = await c.get('db').transaction(async (tx) => {
      if (!(await enableSecret(tx, user.id, check.step, now))) {
        throw new ApiError(409, 'ConsoleAuth.errors.alreadySetUp');
      }
      const recovery = await replaceRecoveryCodes(tx, user.id);
      await markSecondFactor(tx, sessionId, now);
      await writeAudit(
        tx,
        user,
        {
          action: 'staff.second-factor.enable',
          entityType: 'users',
          entityId: user.id,
          before: { second_factor: false },
          after: { second_factor: true },
        },
        now,
      );
      return recovery;
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
    const left = await c.get('db').transaction(async (tx) => {
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
      await writeAudit(
        tx,
        user,
        {
          action: 'staff.sign-in',
          entityType: 'users',
          entityId: user.id,
          after: { method, recovery_codes_left: codesLeft },
        },
        now,
      );
      return codesLeft;
    });
    return c.json({ recovery_codes_left: left }, 200);
  });
