import 'server-only';
import { z } from '@hono/zod-openapi';
import { eq, sql } from 'drizzle-orm';

import type { StaffChangeScope } from '@/lib/api/staff-change';
import { staffCrudRoutes } from '@/lib/api/staff-crud-routes';
import type { RecordRow } from '@/lib/api/staff-record-parts';
import { tableCommands } from '@/lib/api/staff-table-commands';
import type { AuditEntry } from '@/lib/audit/write-audit';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { nextVersion } from '@/lib/db/next-version';
import { ftaCountryAgreements, tradeAgreements } from '@/lib/db/schema';

import { agreementInputSchema, tradeAgreementSchema } from '../schemas';

import { AGREEMENT_COLUMNS, COUNTRY_COLUMNS, listAllAgreements } from './queries';

// Issue 27 "Staff console": editors (and administrators) keep Jordan's trade agreements; every
// change is audited in its transaction and re-validates the map, the country pages and the list.

/** Takes a removed agreement out of every country page that names it: one audit entry each. */
async function unlinkAgreement({ tx, now }: StaffChangeScope, { id }: RecordRow) {
  const pages = await tx
    .select(COUNTRY_COLUMNS)
    .from(ftaCountryAgreements)
    .where(sql`${ftaCountryAgreements.agreement_ids} @> ${JSON.stringify([id])}::jsonb`)
    .for('update');
  const entries: AuditEntry[] = [];
  for (const page of pages) {
    const agreement_ids = page.agreement_ids.filter((named) => named !== id);
    await tx
      .update(ftaCountryAgreements)
      .set({
        agreement_ids,
        version: nextVersion(ftaCountryAgreements.version),
        updated_at: now.toISOString(),
      })
      .where(eq(ftaCountryAgreements.id, page.id));
    entries.push({
      action: 'fta-country.update',
      entityType: 'fta_country_agreements',
      entityId: page.id,
      before: { agreement_ids: page.agreement_ids },
      after: { agreement_ids },
    });
  }
  return entries;
}

// GET, POST /api/staff/agreements; PUT, DELETE /api/staff/agreements/{id} (removed from the
// country pages that name it too)
export const staffAgreementRoutes = staffCrudRoutes({
  area: 'agreements',
  path: '/staff/agreements',
  name: 'trade agreement',
  noun: 'agreement',
  body: agreementInputSchema,
  record: tradeAgreementSchema,
  revalidate: [CACHE_TAGS.agreements],
  list: {
    summary: 'Every trade agreement, whatever its status, by id (editors)',
    answer: z.object({ data: z.array(tradeAgreementSchema) }),
    text: 'The agreements',
    read: async (c) => ({ data: await listAllAgreements(c.get('db')) }),
  },
  commands: tableCommands({
    table: tradeAgreements,
    columns: AGREEMENT_COLUMNS,
    entity: 'trade_agreements',
    action: 'agreement',
    stamped: true,
    beforeRemove: unlinkAgreement,
  }),
  docs: {
    remove: {
      summary:
        'Removes a trade agreement at the version named by If-Match, and from the country pages ' +
        'that name it (each audited)',
    },
  },
});
