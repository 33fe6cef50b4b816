import 'server-only';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';

import { errorResponses, notFound } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import { staffChange } from '@/lib/api/staff-change';
import { staffRoute } from '@/lib/api/staff-route';
import type { AppEnv } from '@/lib/api/types';

import {
  ownerChangeSchema,
  replySchema,
  staffEnquiryDetailSchema,
  statusMoveSchema,
} from '../staff-schemas';

import { changeOwner, moveStatus, replyToMember } from './staff-changes';
import { staffContextOf } from './staff-context';
import { getStaffEnquiry } from './staff-reads';

const idParams = z.object({ id: positiveInt('id') });
const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

const ownerRoute = staffRoute('enquiries', {
  method: 'put',
  path: '/staff/enquiries/{id}/owner',
  summary:
    'Gives the enquiry an owner (an officer or administrator) or none, from the version the officer saw',
  request: { params: idParams, ...body(ownerChangeSchema) },
  responses: {
    200: jsonResponse(staffEnquiryDetailSchema, 'The enquiry after the change'),
    ...errorResponses(404, 409, 422, 428),
  },
});

const statusRoute = staffRoute('enquiries', {
  method: 'post',
  path: '/staff/enquiries/{id}/status',
  summary:
    'Moves the enquiry to another status, from the version the officer saw, with a staff note; the member is e-mailed',
  description:
    'Allowed moves: 10 → 20, 70, 30, 50, 60; 20 → 30, 70, 50, 60; 30 → 70, 20, 50, 60; 70 → 30, 40, 50, 60; 40 → 60, 70; 50 → 60; 60 is final. Any other move answers 422.',
  request: { params: idParams, ...body(statusMoveSchema) },
  responses: {
    200: jsonResponse(staffEnquiryDetailSchema, 'The enquiry after the move'),
    ...errorResponses(404, 409, 422, 428),
  },
});

const replyRoute = staffRoute('enquiries', {
  method: 'post',
  path: '/staff/enquiries/{id}/replies',
  summary: "A reply to the member: kept in the enquiry's conversation and e-mailed",
  request: { params: idParams, ...body(replySchema) },
  responses: {
    201: jsonResponse(staffEnquiryDetailSchema, 'The enquiry with the reply'),
    ...errorResponses(404, 422),
  },
});

/** The enquiry as the console shows it after a change. */
export async function staffDetail(c: Context<AppEnv>, id: number) {
  const detail = await getStaffEnquiry(c.get('db'), id, staffContextOf(c));
  if (!detail) throw notFound();
  return detail;
}

const siteUrlOf = (c: Context<AppEnv>) => c.get('services').auth.siteUrl;

// PUT /{id}/owner; POST /{id}/status, /{id}/replies: each with its event, audit and e-mail
export const enquiryStaffChangeRoutes = createRouter()
  // PUT /api/staff/enquiries/{id}/owner – assigns or clears the owner
  .openapi(ownerRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { owner_id: ownerId } = c.req.valid('json');
    await staffChange(c, (scope) => changeOwner(scope, id, ownerId));
    return c.json(await staffDetail(c, id), 200);
  })
  // POST /api/staff/enquiries/{id}/status – an allowed status move
  .openapi(statusRoute, async (c) => {
    const { id } = c.req.valid('param');
    const move = c.req.valid('json');
    await staffChange(c, (scope) => moveStatus(scope, id, move, siteUrlOf(c)), { mail: true });
    return c.json(await staffDetail(c, id), 200);
  })
  // POST /api/staff/enquiries/{id}/replies – a reply to the member
  .openapi(replyRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { message } = c.req.valid('json');
    await staffChange(c, (scope) => replyToMember(scope, id, message, siteUrlOf(c)), {
      mail: true,
    });
    return c.json(await staffDetail(c, id), 201);
  });
