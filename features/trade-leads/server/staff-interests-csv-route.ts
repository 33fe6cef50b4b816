import 'server-only';

import { staffRecordCsvRoutes } from '@/lib/api/csv-export';
import { ammanDay } from '@/lib/time/amman-day';

import { leadInterestsCsv } from './staff-interests-csv';
import { findStaffLead } from './staff-reads';

// GET /api/staff/trade-leads/{id}/interests.csv – who is interested, as a spreadsheet
export const staffInterestsCsvRoutes = staffRecordCsvRoutes('tradeLeads', {
  path: '/staff/trade-leads/{id}/interests.csv',
  summary: 'The members interested in a lead as CSV (UTF-8 with BOM; formulas neutralised)',
  description:
    'Member name, company, e-mail, message, state and date; at most 10,000 rows; headings in the ' +
    'language of Accept-Language, or of `lang` (`en`, `ar`).',
  exists: async (c, id) =>
    Boolean(await findStaffLead(c.get('db'), id, ammanDay(c.get('services').now()))),
  csv: leadInterestsCsv,
  filename: (c, id) => `trade-lead-${id}-interests-${ammanDay(c.get('services').now())}.csv`,
});
