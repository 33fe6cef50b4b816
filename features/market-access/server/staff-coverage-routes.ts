import 'server-only';

import { errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { createRouter } from '@/lib/api/router';
import { staffRoute } from '@/lib/api/staff-route';

import { coverageAnswerSchema } from '../coverage';

import { readCoverage } from './coverage';

// Issue 46: what the portal knows per agreement and HS chapter, for the console's grid.

const coverageRoute = staffRoute('agreements', {
  method: 'get',
  path: '/staff/market-access/coverage',
  summary: 'What is known per agreement and HS chapter, and the oldest source (editors)',
  description:
    'Every agreement × chapters 01–97: for each cell whether a duty (a heading’s row or an ' +
    'agreement-wide fact), a rule of origin (the general rule or a heading’s) and the partner’s ' +
    'MFN duty are known, and the oldest dated source behind them.',
  responses: {
    200: jsonResponse(coverageAnswerSchema, 'The grid'),
    ...errorResponses(),
  },
});

// GET /api/staff/market-access/coverage
export const staffCoverageRoutes = createRouter().openapi(coverageRoute, async (c) =>
  c.json(await readCoverage(c.get('db')), 200),
);
