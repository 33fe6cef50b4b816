import 'server-only';

import { staffRecordCsvRoutes } from '@/lib/api/csv-export';

import { findStaffEvent } from './queries';
import { eventMembersCsv } from './staff-members-csv';

// GET /api/staff/events/{id}/members.csv – who joined, as a spreadsheet
export const staffMembersCsvRoutes = staffRecordCsvRoutes('events', {
  path: '/staff/events/{id}/members.csv',
  summary: 'The members who joined an event as CSV (UTF-8 with BOM; formulas neutralised)',
  description:
    'At most 10,000 rows; headings in the language of Accept-Language, or of `lang` (`en`, `ar`).',
  exists: async (c, id) => Boolean(await findStaffEvent(c.get('db'), id)),
  csv: eventMembersCsv,
  filename: (c, id) =>
    `event-${id}-members-${c.get('services').now().toISOString().slice(0, 10)}.csv`,
});
