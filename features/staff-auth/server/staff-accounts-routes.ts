import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';

import { ApiError, errorResponses, notFound } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import type { AppEnv } from '@/lib/api/types';
import { type AuditEntry, writeAudit } from '@/lib/audit/write-audit';
import { isCommonPassword } from '@/lib/auth/common-passwords';
import { requireStaffRole, sessionOf } from '@/lib/auth/middleware';
import { hashPassword } from '@/lib/auth/password';
import { revokeAllSessions } from '@/lib/auth/sessions';
import { users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { isUniqueViolation } from '@/lib/db/unique-violation';

import {
  newStaffAccountSchema,
  staffAccountListSchema,
  staffAccountSchema,
  staffRoleSchema,
} from '../schemas';

import { clearSecondFactor } from './second-factor-store';
import {
  emailInUse,
  findStaffAccount,
  listStaffAccounts,
  otherActiveAdmins,
  toStaffAccountJson,
  updateStaffAccount,
} from './staff-accounts-store';

// Issue 13: administrators manage the staff accounts; officers and editors get 403.
const adminOnly = requireStaffRole();
const STAFF_SECURITY = [{ bearerAuth: [] }];
const idParam = { params: z.object({ id: positiveInt('id') }) };
const jsonBody = <T>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
const accountAnswer = (description: string) => jsonResponse(staffAccountSchema, description);

const listRoute = createRoute({
  method: 'get',
  path: '/staff/staff-accounts',
  tags: ['Staff'],
  summary: 'The staff accounts (administrators only)',
  security: STAFF_SECURITY,
  middleware: [adminOnly] as const,
  responses: {
    200: jsonResponse(staffAccountListSchema, 'Every staff account, oldest first'),
    ...errorResponses(401, 403),
  },
});

const createAccountRoute = createRoute({
  method: 'post',
  path: '/staff/staff-accounts',
  tags: ['Staff'],
  summary: 'Creates a staff account with the initial password the administrator hands over',
  description:
    'An address that already has an account (a member’s or staff) answers 409: a member is ' +
    'never turned into staff from the console.',
  security: STAFF_SECURITY,
  middleware: [adminOnly] as const,
  request: jsonBody(newStaffAccountSchema),
  responses: {
    201: accountAnswer('The new account; its second factor is set up at its first sign-in'),
    ...errorResponses(401, 403, 409, 422),
  },
});

const roleRoute = createRoute({
  method: 'put',
  path: '/staff/staff-accounts/{id}',
  tags: ['Staff'],
  summary: 'Changes a staff account’s role; its sessions end',
  security: STAFF_SECURITY,
  middleware: [adminOnly] as const,
  request: { ...idParam, ...jsonBody(staffRoleSchema) },
  responses: {
    200: accountAnswer('The account'),
    ...errorResponses(401, 403, 404, 422),
  },
});

const actionRoute = (action: string, summary: string) =>
  createRoute({
    method: 'post',
    path: `/staff/staff-accounts/{id}/${action}`,
    tags: ['Staff'],
    summary,
    security: STAFF_SECURITY,
    middleware: [adminOnly] as const,
    request: idParam,
    responses: {
      200: accountAnswer('The account'),
      ...errorResponses(401, 403, 404, 422),
    },
  });

const resetRoute = actionRoute(
  'reset-second-factor',
  'Forgets a staff account’s second factor and ends its sessions (a lost phone)',
);
const suspendRoute = actionRoute('suspend', 'Suspends a staff account: no sign-in, sessions end');
const reinstateRoute = actionRoute('reinstate', 'Reinstates a suspended staff account');

/** The staff account a route names: 404 for a member or an unknown id; 422 for oneself. */
async function targetOf(c: Context<AppEnv>, id: number, { notSelf = true } = {}) {
  const target = await findStaffAccount(c.get('db'), id);
  if (!target) throw notFound();
  if (notSelf && target.id === sessionOf(c).user.id) {
    throw new ApiError(422, 'StaffAccounts.errors.self');
  }
  return target;
}

/** Runs a change and its audit entry in one transaction (the entry names the account). */
function changeWithAudit<T>(
  c: Context<AppEnv>,
  entry: Omit<AuditEntry, 'entityType'>,
  change: (tx: Db, now: Date) => Promise<T>,
): Promise<T> {
  const now = c.get('services').now();
  const actor = sessionOf(c).user;
  return c.get('db').transaction(async (tx) => {
    const result = await change(tx, now);
    await writeAudit(tx, actor, { ...entry, entityType: 'users' }, now);
    return result;
  });
}

export const staffAccountsRoutes = createRouter()
  // GET /api/staff/staff-accounts – staff accounts with their role, second factor and state
  .openapi(listRoute, async (c) => {
    const rows = await listStaffAccounts(c.get('db'));
    return c.json({ data: rows.map(toStaffAccountJson) }, 200);
  })
  // POST /api/staff/staff-accounts – a new account; 409 when the address has any account
  .openapi(createAccountRoute, async (c) => {
    const input = c.req.valid('json');
    if (await isCommonPassword(input.password)) {
      throw new ApiError(422, 'Api.invalid', { password: ['Api.commonPassword'] });
    }
    const taken = () =>
      new ApiError(409, 'StaffAccounts.errors.emailTaken', {
        email: ['StaffAccounts.errors.emailTaken'],
      });
    if (await emailInUse(c.get('db'), input.email)) throw taken();
    const passwordHash = await hashPassword(input.password);
    const now = c.get('services').now();
    const stamp = now.toISOString();
    try {
      const row = await c.get('db').transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            name: input.name,
            email: input.email,
            password_hash: passwordHash,
            role: input.role,
            locale: input.locale ?? 'en',
            // The administrator vouches for the address; staff never get a verification e-mail.
            email_verified_at: stamp,
            created_at: stamp,
            updated_at: stamp,
          })
          .returning();
        const account = toStaffAccountJson(created as Parameters<typeof toStaffAccountJson>[0]);
        await writeAudit(
          tx,
          sessionOf(c).user,
          {
            action: 'staff.create',
            entityType: 'users',
            entityId: account.id,
            after: { email: account.email, name: account.name, role: account.role },
          },
          now,
        );
        return account;
      });
      return c.json(row, 201);
    } catch (error) {
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
  })
  // PUT /api/staff/staff-accounts/{id} – a new role; never one's own, never the last admin's
  .openapi(roleRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { role } = c.req.valid('json');
    const target = await targetOf(c, id, { notSelf: false });
    if (target.role === role) return c.json(toStaffAccountJson(target), 200);
    if (target.role === 'admin' && (await otherActiveAdmins(c.get('db'), target.id)) === 0) {
      throw new ApiError(422, 'StaffAccounts.errors.lastAdmin', {
        role: ['StaffAccounts.errors.lastAdmin'],
      });
    }
    if (target.id === sessionOf(c).user.id) {
      throw new ApiError(422, 'StaffAccounts.errors.ownRole', {
        role: ['StaffAccounts.errors.ownRole'],
      });
    }
    const entry = { action: 'staff.role', entityId: id, before: { role: target.role } };
    const row = await changeWithAudit(c, { ...entry, after: { role } }, async (tx, now) => {
      const changed = await updateStaffAccount(tx, id, { role, updated_at: now.toISOString() });
      // The new role applies from the next sign-in: every open session ends.
      await revokeAllSessions(tx, id, now);
      return changed;
    });
    return c.json(toStaffAccountJson(row), 200);
  })
  // POST /api/staff/staff-accounts/{id}/reset-second-factor – set up again at the next sign-in
  .openapi(resetRoute, async (c) => {
    const target = await targetOf(c, c.req.valid('param').id);
    const entry = {
      action: 'staff.second-factor.reset',
      entityId: target.id,
      before: { second_factor: target.totp_enabled_at !== null },
      after: { second_factor: false },
    };
    const row = await changeWithAudit(c, entry, async (tx, now) => {
      await clearSecondFactor(tx, target.id, now);
      await revokeAllSessions(tx, target.id, now);
      return (await findStaffAccount(tx, target.id))!;
    });
    return c.json(toStaffAccountJson(row), 200);
  })
  // POST /api/staff/staff-accounts/{id}/suspend – no sign-in, open sessions end
  .openapi(suspendRoute, async (c) => {
    const target = await targetOf(c, c.req.valid('param').id);
    if (target.suspended_at) return c.json(toStaffAccountJson(target), 200);
    // The caller is an active administrator other than the target: one always remains.
    const now = c.get('services').now();
    const entry = {
      action: 'staff.suspend',
      entityId: target.id,
      before: { suspended_at: null },
      after: { suspended_at: now.toISOString() },
    };
    const row = await changeWithAudit(c, entry, async (tx) => {
      const changed = await updateStaffAccount(tx, target.id, {
        suspended_at: now.toISOString(),
        updated_at: now.toISOString(),
      });
      await revokeAllSessions(tx, target.id, now);
      return changed;
    });
    return c.json(toStaffAccountJson(row), 200);
  })
  // POST /api/staff/staff-accounts/{id}/reinstate – may sign in again
  .openapi(reinstateRoute, async (c) => {
    const target = await targetOf(c, c.req.valid('param').id);
    if (!target.suspended_at) return c.json(toStaffAccountJson(target), 200);
    const entry = {
      action: 'staff.reinstate',
      entityId: target.id,
      before: { suspended_at: target.suspended_at },
      after: { suspended_at: null },
    };
    const row = await changeWithAudit(c, entry, async (tx, now) =>
      updateStaffAccount(tx, target.id, { suspended_at: null, updated_at: now.toISOString() }),
    );
    return c.json(toStaffAccountJson(row), 200);
  });
