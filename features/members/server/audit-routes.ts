import 'server-only';

import { errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { createRouter } from '@/lib/api/router';
import { staffRoute } from '@/lib/api/staff-route';

import { auditListSchema, auditQuerySchema } from '../schemas';

import { listAudit } from './list-audit';

const listRoute = staffRoute('audit', {
  method: 'get',
  path: '/staff/audit',
  summary:
    'The audit log, newest first, filtered by staff member, action, record and days (administrators only; append-only)',
  request: { query: auditQuerySchema },
  responses: {
    200: jsonResponse(auditListSchema, 'One page of audit entries'),
    ...errorResponses(422),
  },
});

// GET /api/staff/audit – read the audit log; no route changes or deletes an entry
export const auditStaffRoutes = createRouter().openapi(listRoute, async (c) =>
  c.json(await listAudit(c.get('db'), c.req.valid('query')), 200),
);
