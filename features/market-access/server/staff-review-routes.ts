import 'server-only';

import { z } from '@hono/zod-openapi';

import { errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { createRouter } from '@/lib/api/router';
import { staffRoute } from '@/lib/api/staff-route';

import { factReviewSchema } from '../fact-review';

import { readFactsToReview } from './fact-review';

// Issue 57: the legal and duty facts due to be checked again, for the console's list.

const reviewRoute = staffRoute('agreements', {
  method: 'get',
  path: '/staff/market-access/review',
  summary: 'The legal and duty facts past their review date, or never dated (editors)',
  description:
    'Every legal status, general rule of origin, heading’s terms and agreement-wide duty fact ' +
    'whose review date has passed (the most overdue first), then those never given one.',
  responses: {
    200: jsonResponse(z.object({ facts: z.array(factReviewSchema) }), 'The facts to check'),
    ...errorResponses(),
  },
});

// GET /api/staff/market-access/review
export const staffReviewRoutes = createRouter().openapi(reviewRoute, async (c) =>
  c.json({ facts: await readFactsToReview(c.get('db')) }, 200),
);
