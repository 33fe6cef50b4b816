import 'server-only';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';

import { errorResponses, found } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import { staffChange, type StaffChangeScope } from '@/lib/api/staff-change';
import { staffRoute } from '@/lib/api/staff-route';
import type { AppEnv } from '@/lib/api/types';
import { versionBodySchema } from '@/lib/validation/version';

import {
  memberDetailSchema,
  memberListQuerySchema,
  memberListSchema,
  memberStateSchema,
  suspendBodySchema,
  vipBodySchema,
} from '../schemas';

import { reinstateMember, setVip, suspendMember } from './change-member';
import { getMember } from './get-member';
import { listMembers } from './list-members';

// Officers and administrators (issue 13 "Members"); an editor or a member 403, a visitor 401.
const idParams = z.object({ id: positiveInt('id') });
const json = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

const listRoute = staffRoute('members', {
  method: 'get',
  path: '/staff/members',
  summary: 'Members (never staff), searched by name, e-mail, phone or company, filtered, paginated',
  request: { query: memberListQuerySchema },
  responses: {
    200: jsonResponse(memberListSchema, 'One page of members'),
    ...errorResponses(422),
  },
});

const detailRoute = staffRoute('members', {
  method: 'get',
  path: '/staff/members/{id}',
  summary: "A member's profile, company, enquiries and counts; a staff account's id is 404",
  request: { params: idParams },
  responses: {
    200: jsonResponse(memberDetailSchema, 'The member'),
    ...errorResponses(404),
  },
});

const vipRoute = staffRoute('members', {
  method: 'put',
  path: '/staff/members/{id}/vip',
  summary: 'Sets or clears the member’s VIP flag (audited)',
  request: { params: idParams, ...json(vipBodySchema) },
  responses: {
    200: jsonResponse(memberStateSchema, 'The member’s VIP and suspension now'),
    ...errorResponses(404, 409, 422, 428),
  },
});

const suspendRoute = staffRoute('members', {
  method: 'post',
  path: '/staff/members/{id}/suspend',
  summary:
    'Suspends the member with a reason (audited): every session ends, sign-in is refused, the member is told by e-mail',
  request: { params: idParams, ...json(suspendBodySchema) },
  responses: {
    200: jsonResponse(memberStateSchema, 'The member’s VIP and suspension now'),
    ...errorResponses(404, 409, 422, 428),
  },
});

const reinstateRoute = staffRoute('members', {
  method: 'post',
  path: '/staff/members/{id}/reinstate',
  summary: 'Lifts the member’s suspension (audited); the member is told by e-mail',
  request: {
    params: idParams,
    body: { content: { 'application/json': { schema: versionBodySchema } } },
  },
  responses: {
    200: jsonResponse(memberStateSchema, 'The member’s VIP and suspension now'),
    ...errorResponses(404, 409, 422, 428),
  },
});

const mailContext = (c: Context<AppEnv>) => ({
  siteUrl: c.get('services').auth.siteUrl,
  agencyEmail: c.get('services').enquiryInbox,
});

// GET /api/staff/members, GET /api/staff/members/{id}, PUT …/{id}/vip, POST …/{id}/suspend,
// POST …/{id}/reinstate
export const memberStaffRoutes = createRouter()
  // GET /api/staff/members – search the members
  .openapi(listRoute, async (c) =>
    c.json(await listMembers(c.get('db'), c.req.valid('query')), 200),
  )
  // GET /api/staff/members/{id} – one member
  .openapi(detailRoute, async (c) => {
    return c.json(found(await getMember(c.get('db'), c.req.valid('param').id)), 200);
  })
  // PUT /api/staff/members/{id}/vip – set or clear VIP
  .openapi(vipRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { is_vip: isVip } = c.req.valid('json');
    return c.json(await staffChange(c, (scope) => setVip(scope, id, isVip)), 200);
  })
  // POST /api/staff/members/{id}/suspend – suspend, end the sessions, tell the member
  .openapi(suspendRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { reason } = c.req.valid('json');
    const change = (scope: StaffChangeScope) => suspendMember(scope, id, reason, mailContext(c));
    return c.json(await staffChange(c, change, { mail: true }), 200);
  })
  // POST /api/staff/members/{id}/reinstate – lift the suspension, tell the member
  .openapi(reinstateRoute, async (c) => {
    const { id } = c.req.valid('param');
    const change = (scope: StaffChangeScope) => reinstateMember(scope, id, mailContext(c));
    return c.json(await staffChange(c, change, { mail: true }), 200);
  });
