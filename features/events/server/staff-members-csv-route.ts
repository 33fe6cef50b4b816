import 'server-only';
import { z } from '@hono/zod-openapi';

import { errorResponses, notFound } from '@/lib/api/errors';
import { positiveInt } from '@/lib/api/params';
import { createRouter, declareRoute } from '@/lib/api/router';
import { staffRoute } from '@/lib/api/staff-route';

import { findStaffEvent } from './queries';
import { eventMembersCsv } from './staff-members-csv';

const langSchema = z.enum(['en', 'ar']).optional();

// The CSV answers text, not JSON: its declaration goes in the document, its handler is plain Hono
// behind the same role check (the declaration's middleware).
const csvRoute = staffRoute('events', {
  method: 'get',
  path: '/staff/events/{id}/members.csv',
  summary: 'The members who joined an event as CSV (UTF-8 with BOM; formulas neutralised)',
  description:
    'At most 10,000 rows; headings in the language of Accept-Language, or of `lang` (`en`, `ar`).',
  request: {
    params: z.object({ id: positiveInt('id') }),
    query: z.object({ lang: langSchema }),
  },
  responses: {
    200: {
      description: 'The CSV file, as an attachment',
      content: { 'text/csv': { schema: { type: 'string' } } },
    },
    ...errorResponses(404),
  },
});

// GET /api/staff/events/{id}/members.csv – who joined, as a spreadsheet
export const staffMembersCsvRoutes = createRouter();
declareRoute(staffMembersCsvRoutes, csvRoute);
staffMembersCsvRoutes.get('/staff/events/:id/members.csv', ...csvRoute.middleware, async (c) => {
  const id = positiveInt('id').safeParse(c.req.param('id'));
  if (!id.success) throw notFound();
  const db = c.get('db');
  if (!(await findStaffEvent(db, id.data))) throw notFound();
  const lang = langSchema.safeParse(c.req.query('lang'));
  const locale = (lang.success && lang.data) || c.get('locale');
  const csv = await eventMembersCsv(db, id.data, locale);
  const day = c.get('services').now().toISOString().slice(0, 10);
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="event-${id.data}-members-${day}.csv"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
});
