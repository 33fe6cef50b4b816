import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';

import { errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import { requireStaffRole, sessionOf } from '@/lib/auth/middleware';

import {
  staffConsultationPageSchema,
  staffConsultationQuerySchema,
  staffConsultationSchema,
} from '../staff-consultation-schemas';

import { listConsultations, markConsultationHandled } from './staff-consultations';

const tags = ['Staff'];
const security = [{ bearerAuth: [] }];
// Consultation requests are the officers' work with the enquiries; administrators pass.
const officers = requireStaffRole('officer');

const listRoute = createRoute({
  method: 'get',
  path: '/staff/consultations',
  tags,
  security,
  middleware: [officers] as const,
  summary: "The home page's consultation requests, newest first (officers, admins)",
  request: { query: staffConsultationQuerySchema },
  responses: {
    200: jsonResponse(staffConsultationPageSchema, 'A page of requests'),
    ...errorResponses(401, 403, 422),
  },
});

const handledRoute = createRoute({
  method: 'post',
  path: '/staff/consultations/{id}/handled',
  tags,
  security,
  middleware: [officers] as const,
  summary: 'Marks a consultation request handled (audit entry); again changes nothing',
  request: { params: z.object({ id: positiveInt('id') }) },
  responses: {
    200: jsonResponse(staffConsultationSchema, 'The request'),
    ...errorResponses(401, 403, 404, 422),
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
    const request = await markConsultationHandled(
      c.get('db'),
      id,
      sessionOf(c).user,
      c.get('services').now(),
    );
    return c.json(request, 200);
  });
