import 'server-only';

import { staffRecordRoutes } from '@/lib/api/staff-record-routes';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { sponsors } from '@/lib/db/schema';

import { sponsorInputSchema, staffSponsorSchema } from '../staff-schemas';

// Issue 29 "Editors publish the portal's content": sponsors (area sponsors, editors). The home
// page's slider and the sponsor pages read the sponsors tag; the home page shows a sponsor only
// with status 1 and an end day after today (../sponsor-visibility.ts).

// GET, POST /api/staff/sponsors; PUT, DELETE /api/staff/sponsors/{id}; PUT …/{id}/status
export const staffSponsorRoutes = staffRecordRoutes({
  area: 'sponsors',
  path: '/staff/sponsors',
  name: 'sponsor',
  table: sponsors,
  entity: 'sponsors',
  action: 'sponsor',
  create: sponsorInputSchema,
  record: staffSponsorSchema,
  files: {
    image: { kind: 'image', folder: 'sponsors', required: true },
    TARIFF_FILE: { kind: 'pdf', folder: 'sponsors' },
    TARIFF_FILE_ARA: { kind: 'pdf', folder: 'sponsors' },
  },
  revalidate: [CACHE_TAGS.sponsors],
});
