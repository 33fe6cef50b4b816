import 'server-only';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';

import { ApiError, errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import { staffChange, type StaffChangeScope } from '@/lib/api/staff-change';
import { staffRoute } from '@/lib/api/staff-route';
import type { AppEnv } from '@/lib/api/types';
import { isCommonPassword } from '@/lib/auth/common-passwords';
import { hashPassword } from '@/lib/auth/password';
import { isUniqueViolation } from '@/lib/db/unique-violation';
import { versionBodySchema } from '@/lib/validation/version';

import {
  newStaffAccountSchema,
  staffAccountListSchema,
  staffAccountSchema,
  staffRoleSchema,
} from '../schemas';

import {
  changeRole,
  createStaffAccount,
  reinstateStaff,
  resetSecondFactor,
  suspendStaff,
} from './staff-account-changes';
import { emailInUse, listStaffAccounts, toStaffAccountJson } from './staff-accounts-store';

// Issue 13: administrators manage the staff accounts (the `staff` area); officers and editors 403.
const idParam = { params: z.object({ id: positiveInt('id') }) };
const jsonBody = <T>(schema: T, required = true) => ({
  body: { content: { 'application/json': { schema } }, required },
});
const accountAnswer = (description: string) => jsonResponse(staffAccountSchema, description);

const listRoute = staffRoute('staff', {
  method: 'get',
  path: '/staff/staff-accounts',
  summary: 'The staff accounts (administrators only)',
  responses: { 200: jsonResponse(staffAccountListSchema, 'Every staff account, oldest first') },
});

const createAccountRoute = staffRoute('staff', {
  method: 'post',
  path: '/staff/staff-accounts',
  summary: 'Creates a staff account with the initial password the administrator hands over',
  description:
    'An address that already has an account (a member’s or staff) answers 409: a member is ' +
    'never turned into staff from the console.',
  request: jsonBody(newStaffAccountSchema),
  responses: {
    201: accountAnswer('The new account; its second factor is set up at its first sign-in'),
    ...errorResponses(409, 422),
  },
});

const roleRoute = staffRoute('staff', {
  method: 'put',
  path: '/staff/staff-accounts/{id}',
  summary:
    'Changes a staff account’s role, from the version the administrator saw; its sessions end',
  request: { ...idParam, ...jsonBody(staffRoleSchema) },
  responses: { 200: accountAnswer('The account'), ...errorResponses(404, 409, 422, 428) },
});

const actionRoute = (action: string, summary: string) =>
  staffRoute('staff', {
    method: 'post',
    path: `/staff/staff-accounts/{id}/${action}`,
    summary: `${summary} (the body's version or If-Match names the version the administrator saw)`,
    request: { ...idParam, ...jsonBody(versionBodySchema, false) },
    responses: { 200: accountAnswer('The account'), ...errorResponses(404, 409, 422, 428) },
  });

const resetRoute = actionRoute(
  'reset-second-factor',
  'Forgets a staff account’s second factor and ends its sessions (a lost phone)',
);
const suspendRoute = actionRoute('suspend', 'Suspends a staff account: no sign-in, sessions end');
const reinstateRoute = actionRoute('reinstate', 'Reinstates a suspended staff account');

const emailTaken = () =>
  new ApiError(409, 'StaffAccounts.errors.emailTaken', {
    email: ['StaffAccounts.errors.emailTaken'],
  });

type AccountChange = (scope: StaffChangeScope, id: number) => ReturnType<typeof resetSecondFactor>;

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
    if (await emailInUse(c.get('db'), input.email)) throw emailTaken();
    const passwordHash = await hashPassword(input.password);
    try {
      const account = await staffChange(c, (scope) =>
        createStaffAccount(scope, input, passwordHash),
      );
      return c.json(account, 201);
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  })
  // PUT /api/staff/staff-accounts/{id} – a new role; never one's own, never the last admin's
  .openapi(roleRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { role } = c.req.valid('json');
    return c.json(await staffChange(c, (scope) => changeRole(scope, id, role)), 200);
  })
  // POST /api/staff/staff-accounts/{id}/reset-second-factor – set up again at the next sign-in
  .openapi(resetRoute, async (c) => c.json(await accountChange(c, resetSecondFactor), 200))
  // POST /api/staff/staff-accounts/{id}/suspend – no sign-in, open sessions end
  .openapi(suspendRoute, async (c) => c.json(await accountChange(c, suspendStaff), 200))
  // POST /api/staff/staff-accounts/{id}/reinstate – may sign in again
  .openapi(reinstateRoute, async (c) => c.json(await accountChange(c, reinstateStaff), 200));

function accountChange(c: Context<AppEnv>, change: AccountChange) {
  const id = Number(c.req.param('id'));
  return staffChange(c, (scope) => change(scope, id));
}
