import 'server-only';
import { createRoute } from '@hono/zod-openapi';

import { errorResponses } from '@/lib/api/errors';
import { createRouter } from '@/lib/api/router';

import { cspReportSchema } from './csp-report-schema';

const cspReportRoute = createRoute({
  method: 'post',
  path: '/csp-report',
  tags: ['Security'],
  summary: 'Receives Content-Security-Policy violation reports from browsers',
  request: {
    body: {
      content: {
        'application/json': { schema: cspReportSchema },
        'application/csp-report': { schema: cspReportSchema },
      },
      required: true,
    },
  },
  responses: { 204: { description: 'Report logged' }, ...errorResponses(400, 413, 422) },
});

// POST /api/csp-report – logs a browser's CSP violation so a too-strict policy is noticed
export const securityRoutes = createRouter().openapi(cspReportRoute, async (c) => {
  const report = c.req.valid('json')['csp-report'];
  c.get('log').warn({ cspReport: report }, 'content security policy violation');
  return c.body(null, 204);
});
