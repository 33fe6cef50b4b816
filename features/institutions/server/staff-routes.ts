import 'server-only';
import { z } from '@hono/zod-openapi';

import { staffCrudRoutes } from '@/lib/api/staff-crud-routes';
import { tableCommands } from '@/lib/api/staff-table-commands';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { institutions } from '@/lib/db/schema';

import { filterInstitutions } from '../institution-list';
import {
  institutionInputSchema,
  institutionRowSchema,
  institutionSchema,
  staffInstitutionsQuerySchema,
} from '../schemas';

import { checkReferences } from './check-references';
import { INSTITUTION_COLUMNS, listInstitutions } from './queries';

// Issue 14 "Staff console": editors (and administrators) keep the institutions; every change is
// audited in its transaction and re-validates the public directory.

// GET, POST /api/staff/institutions; PUT, DELETE /api/staff/institutions/{id}
export const staffInstitutionRoutes = staffCrudRoutes({
  area: 'institutions',
  path: '/staff/institutions',
  name: 'institution',
  body: institutionInputSchema,
  record: institutionRowSchema,
  revalidate: [CACHE_TAGS.institutions],
  list: {
    summary: 'Every institution, with a text search (editors)',
    query: staffInstitutionsQuerySchema,
    answer: z.object({ data: z.array(institutionSchema) }),
    text: 'The institutions',
    // `q` searches the names in both languages
    read: async (c, { q }) => ({
      data: filterInstitutions(await listInstitutions(c.get('db')), { q }),
    }),
  },
  check: (db, input) => checkReferences(db, input),
  commands: tableCommands({
    table: institutions,
    columns: INSTITUTION_COLUMNS,
    entity: 'institutions',
    action: 'institution',
    stamped: true,
  }),
  docs: {
    update: {
      summary: 'Changes an institution, from the version the editor started from (audited)',
    },
    remove: { errors: [404, 409, 422, 428] },
  },
});
