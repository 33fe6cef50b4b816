import 'server-only';

import { jsonResponse } from '@/lib/api/json-response';
import { createRouter } from '@/lib/api/router';
import { staffRoute } from '@/lib/api/staff-route';

import { sanctionsListsAnswerSchema, STALE_LIST_DAYS } from '../list-status-schema';

import { sanctionsListStatuses } from './list-status';

// Issue 47: the sanctions lists screened against, for the console's screening area (officers; an
// administrator opens every area): a visitor 401, a member or an editor 403.
const listsRoute = staffRoute('screening', {
  method: 'get',
  path: '/staff/screening/lists',
  summary:
    'The current version of each sanctions list: its date, how old it is, when it was imported, its records and names',
  responses: { 200: jsonResponse(sanctionsListsAnswerSchema, 'The lists') },
});

// GET /api/staff/screening/lists
export const staffScreeningListRoutes = createRouter().openapi(listsRoute, async (c) =>
  c.json(
    {
      data: await sanctionsListStatuses(c.get('db'), c.get('services').now()),
      stale_after_days: STALE_LIST_DAYS,
    },
    200,
  ),
);
