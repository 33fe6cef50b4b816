import 'server-only';
import { z } from '@hono/zod-openapi';

import { staffCrudRoutes } from '@/lib/api/staff-crud-routes';
import { tableCommands } from '@/lib/api/staff-table-commands';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { cleanRichHtml } from '@/lib/db/rich-html';
import { ftaCountryAgreements } from '@/lib/db/schema';

import { ftaCountryInputSchema, ftaCountryRowSchema } from '../schemas';

import { checkCountryPage } from './check-country';
import { COUNTRY_ROW_COLUMNS, listAllCountryRows } from './queries';

// Issue 27 "Staff console": the map's country pages (part 2 §3 "FTA agreement"), in both
// languages; the rich content is stored clean (lib/db/rich-html.ts), every change audited.

// GET, POST /api/staff/fta-countries; PUT, DELETE /api/staff/fta-countries/{id}
export const staffCountryRoutes = staffCrudRoutes({
  area: 'agreements',
  path: '/staff/fta-countries',
  name: 'country page',
  body: ftaCountryInputSchema,
  record: ftaCountryRowSchema,
  revalidate: [CACHE_TAGS.agreements],
  list: {
    summary: 'Every country page of the map, visible or not, with its content (editors)',
    answer: z.object({ data: z.array(ftaCountryRowSchema) }),
    text: 'The country pages',
    read: async (c) => ({ data: await listAllCountryRows(c.get('db')) }),
  },
  check: (db, input, { id }) => checkCountryPage(db, input, id),
  commands: tableCommands({
    table: ftaCountryAgreements,
    columns: COUNTRY_ROW_COLUMNS,
    entity: 'fta_country_agreements',
    action: 'fta-country',
    stamped: true,
    // The code in capitals, the HTML cleaned.
    stored: (input) =>
      cleanRichHtml(ftaCountryAgreements, {
        ...input,
        country_code: String(input.country_code).toUpperCase(),
      }),
  }),
  docs: { remove: { text: 'The removed page’s id' } },
});
