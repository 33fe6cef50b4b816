import 'server-only';

import { csvAttachment, csvLocale, staffCsvRoute } from '@/lib/api/csv-export';
import { ApiError, VALIDATION_MESSAGE, validationErrors } from '@/lib/api/errors';
import { createRouter, declareRoute } from '@/lib/api/router';

import { staffEnquiryListQuerySchema } from '../staff-schemas';

import { staffContextOf, type StaffContext } from './staff-context';
import { enquiriesCsv } from './staff-csv';

const csvRoute = staffCsvRoute('enquiries', {
  path: '/staff/enquiries.csv',
  summary: 'The filtered enquiries as CSV (UTF-8 with BOM; formulas neutralised)',
  description:
    'The filters of GET /api/staff/enquiries (at most 10,000 rows); headings and names in the language of Accept-Language, or of `lang` (`en`, `ar`) when given.',
  request: { query: staffEnquiryListQuerySchema },
  errors: [422],
});

// GET /api/staff/enquiries.csv – the filtered list as CSV, headings in the request's language
export const enquiryCsvRoutes = createRouter();
declareRoute(enquiryCsvRoutes, csvRoute);
enquiryCsvRoutes.get('/staff/enquiries.csv', ...csvRoute.middleware, async (c) => {
  const parsed = staffEnquiryListQuerySchema.safeParse(c.req.query());
  if (!parsed.success) throw new ApiError(422, VALIDATION_MESSAGE, validationErrors(parsed.error));
  const context: StaffContext = { ...staffContextOf(c), locale: csvLocale(c) };
  const csv = await enquiriesCsv(c.get('db'), parsed.data, context);
  return csvAttachment(c, csv, `enquiries-${context.now.toISOString().slice(0, 10)}.csv`);
});
