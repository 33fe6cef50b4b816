import 'server-only';
import { createRoute } from '@hono/zod-openapi';

import { errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { createRouter } from '@/lib/api/router';
import { requireStaffRole } from '@/lib/auth/middleware';

import { auditListSchema, auditQuerySchema } from '../schemas';

import { listAudit } from './list-audit';

const listRoute = createRoute({
  method: 'get',
  path: '/staff/audit',
  tags: ['Staff'],
  summary:
    'The audit log, newest first, filtered by staff member, action, record and days (administrators only; append-only)',
  security: [{ bearerAuth: [] }],
  // Administrators only: requireStaffRole lets an administrator through whatever roles it names.
  middleware: [requireStaffRole()] as const,
  request: { query: auditQuerySchema },
  responses: {
    200: jsonResponse(auditListSchema, 'One page of audit entries'),
    ...errorResponses(401, 403, 422),
  },
});

// GET /api/staff/audit – read the audit log; no route changes or deletes an entry
export const auditStaffRoutes = createRouter().openapi(listRoute, async (c) =>
  c.json(await listAudit(c.get('db'), c.req.valid('query')), 200),
);
