import 'server-only';
import { z } from '@hono/zod-openapi';

import { errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import { staffChange } from '@/lib/api/staff-change';
import { staffRoute } from '@/lib/api/staff-route';
import { versionBodySchema } from '@/lib/validation/version';

import {
  staffConsultationPageSchema,
  staffConsultationQuerySchema,
  staffConsultationSchema,
} from '../staff-consultation-schemas';

import { getConsultation, listConsultations, markConsultationHandled } from './staff-consultations';

// Consultation requests are the officers' work with the enquiries; administrators pass.
const listRoute = staffRoute('consultations', {
  method: 'get',
  path: '/staff/consultations',
  summary: "The home page's consultation requests, newest first (officers, admins)",
  request: { query: staffConsultationQuerySchema },
  responses: {
    200: jsonResponse(staffConsultationPageSchema, 'A page of requests'),
    ...errorResponses(422),
  },
});

const handledRoute = staffRoute('consultations', {
  method: 'post',
  path: '/staff/consultations/{id}/handled',
  summary:
    'Marks a consultation request handled, from the version the list showed (audited); again changes nothing',
  request: {
    params: z.object({ id: positiveInt('id') }),
    body: { content: { 'application/json': { schema: versionBodySchema } } },
  },
  responses: {
    200: jsonResponse(staffConsultationSchema, 'The request'),
    ...errorResponses(404, 409, 422, 428),
  },
});

// GET /api/staff/consultations; POST /api/staff/consultations/{id}/handled
export const consultationStaffRoutes = createRouter()
  // GET /api/staff/consultations – a page of requests (handled=1|0, q)
  .openapi(listRoute, async (c) =>
    c.json(await listConsultations(c.get('db'), c.req.valid('query')), 200),
  )
  // POST /api/staff/consultations/{id}/handled – marks it handled by the staff member
  .openapi(handledRoute, async (c) => {
    const { id } = c.req.valid('param');
    await staffChange(c, (scope) => markConsultationHandled(scope, id));
    return c.json(await getConsultation(c.get('db'), id), 200);
  });
