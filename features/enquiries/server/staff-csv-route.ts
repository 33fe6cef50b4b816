import 'server-only';

import { ApiError, errorResponses, VALIDATION_MESSAGE, validationErrors } from '@/lib/api/errors';
import { createRouter, declareRoute } from '@/lib/api/router';
import { staffRoute } from '@/lib/api/staff-route';

import { staffEnquiryListQuerySchema } from '../staff-schemas';

import { staffContextOf, type StaffContext } from './staff-context';
import { enquiriesCsv } from './staff-csv';

// The CSV answers text, not JSON: its declaration goes in the document, its handler is plain Hono
// behind the same role check (the declaration's middleware).
const csvRoute = staffRoute('enquiries', {
  method: 'get',
  path: '/staff/enquiries.csv',
  summary: 'The filtered enquiries as CSV (UTF-8 with BOM; formulas neutralised)',
  description:
    'The filters of GET /api/staff/enquiries (at most 10,000 rows); headings and names in the language of Accept-Language, or of `lang` (`en`, `ar`) when given.',
  request: { query: staffEnquiryListQuerySchema },
  responses: {
    200: {
      description: 'The CSV file, as an attachment',
      content: { 'text/csv': { schema: { type: 'string' } } },
    },
    ...errorResponses(422),
  },
});

// GET /api/staff/enquiries.csv – the filtered list as CSV, headings in the request's language
export const enquiryCsvRoutes = createRouter();
declareRoute(enquiryCsvRoutes, csvRoute);
enquiryCsvRoutes.get('/staff/enquiries.csv', ...csvRoute.middleware, async (c) => {
  const parsed = staffEnquiryListQuerySchema.safeParse(c.req.query());
  if (!parsed.success) throw new ApiError(422, VALIDATION_MESSAGE, validationErrors(parsed.error));
  // A link cannot set Accept-Language: the console's link names its language with `lang`.
  const lang = c.req.query('lang');
  const context: StaffContext = {
    ...staffContextOf(c),
    ...(lang === 'en' || lang === 'ar' ? { locale: lang } : {}),
  };
  const csv = await enquiriesCsv(c.get('db'), parsed.data, context);
  const day = context.now.toISOString().slice(0, 10);
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="enquiries-${day}.csv"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
});
