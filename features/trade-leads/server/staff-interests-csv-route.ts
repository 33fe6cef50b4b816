import 'server-only';
import { z } from '@hono/zod-openapi';

import { errorResponses, notFound } from '@/lib/api/errors';
import { positiveInt } from '@/lib/api/params';
import { createRouter, declareRoute } from '@/lib/api/router';
import { staffRoute } from '@/lib/api/staff-route';
import { ammanDay } from '@/lib/time/amman-day';

import { leadInterestsCsv } from './staff-interests-csv';
import { findStaffLead } from './staff-reads';

const langSchema = z.enum(['en', 'ar']).optional();

// The CSV answers text, not JSON: its declaration goes in the document, its handler is plain Hono
// behind the same role check (the declaration's middleware).
const csvRoute = staffRoute('tradeLeads', {
  method: 'get',
  path: '/staff/trade-leads/{id}/interests.csv',
  summary: 'The members interested in a lead as CSV (UTF-8 with BOM; formulas neutralised)',
  description:
    'Member name, company, e-mail, message, state and date; at most 10,000 rows; headings in the ' +
    'language of Accept-Language, or of `lang` (`en`, `ar`).',
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

// GET /api/staff/trade-leads/{id}/interests.csv – who is interested, as a spreadsheet
export const staffInterestsCsvRoutes = createRouter();
declareRoute(staffInterestsCsvRoutes, csvRoute);
staffInterestsCsvRoutes.get(
  '/staff/trade-leads/:id/interests.csv',
  ...csvRoute.middleware,
  async (c) => {
    const id = positiveInt('id').safeParse(c.req.param('id'));
    if (!id.success) throw notFound();
    const db = c.get('db');
    const now = c.get('services').now();
    if (!(await findStaffLead(db, id.data, ammanDay(now)))) throw notFound();
    const lang = langSchema.safeParse(c.req.query('lang'));
    const locale = (lang.success && lang.data) || c.get('locale');
    const csv = await leadInterestsCsv(db, id.data, locale);
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="trade-lead-${id.data}-interests-${ammanDay(now)}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  },
);
