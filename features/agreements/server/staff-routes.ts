import 'server-only';
import { z } from '@hono/zod-openapi';
import { eq, sql } from 'drizzle-orm';

import { errorResponses, notFound } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import { staffChange } from '@/lib/api/staff-change';
import { staffRoute } from '@/lib/api/staff-route';
import type { AuditEntry } from '@/lib/audit/write-audit';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { nextVersion } from '@/lib/db/next-version';
import { ftaCountryAgreements, tradeAgreements } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { withoutVersion } from '@/lib/validation/version';

import { agreementInputSchema, tradeAgreementSchema } from '../schemas';

import { AGREEMENT_COLUMNS, COUNTRY_COLUMNS, listAllAgreements } from './queries';

// Issue 27 "Staff console": editors (and administrators) keep Jordan's trade agreements; every
// change is audited in its transaction and re-validates the map, the country pages and the list.
const idParam = { params: z.object({ id: positiveInt('id') }) };
const body = {
  body: { content: { 'application/json': { schema: agreementInputSchema } }, required: true },
};
const revalidate = [CACHE_TAGS.agreements];
const ENTITY = 'trade_agreements';

const listRoute = staffRoute('agreements', {
  method: 'get',
  path: '/staff/agreements',
  summary: 'Every trade agreement, whatever its status, by id (editors)',
  responses: {
    200: jsonResponse(z.object({ data: z.array(tradeAgreementSchema) }), 'The agreements'),
  },
});

const createAgreementRoute = staffRoute('agreements', {
  method: 'post',
  path: '/staff/agreements',
  summary: 'Adds a trade agreement (audited)',
  request: body,
  responses: {
    201: jsonResponse(tradeAgreementSchema, 'The new agreement'),
    ...errorResponses(422),
  },
});

const updateRoute = staffRoute('agreements', {
  method: 'put',
  path: '/staff/agreements/{id}',
  summary: 'Changes a trade agreement from the version the editor started from (audited)',
  request: { ...idParam, ...body },
  responses: {
    200: jsonResponse(tradeAgreementSchema, 'The changed agreement'),
    ...errorResponses(404, 409, 422, 428),
  },
});

const deleteRoute = staffRoute('agreements', {
  method: 'delete',
  path: '/staff/agreements/{id}',
  summary:
    'Removes a trade agreement at the version named by If-Match, and from the country pages ' +
    'that name it (each audited)',
  request: idParam,
  responses: {
    200: jsonResponse(z.object({ id: z.number().int() }), 'The removed agreement’s id'),
    ...errorResponses(404, 409, 428),
  },
});

async function lockAgreement(tx: Db, id: number) {
  const [row] = await tx
    .select(AGREEMENT_COLUMNS)
    .from(tradeAgreements)
    .where(eq(tradeAgreements.id, id))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** Takes a removed agreement out of every country page that names it: one audit entry each. */
async function unlinkAgreement(tx: Db, id: number, now: Date): Promise<AuditEntry[]> {
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

export const staffAgreementRoutes = createRouter()
  // GET /api/staff/agreements – every agreement, by id
  .openapi(listRoute, async (c) => {
    return c.json({ data: await listAllAgreements(c.get('db')) }, 200);
  })
  // POST /api/staff/agreements – a new agreement
  .openapi(createAgreementRoute, async (c) => {
    const input = withoutVersion(c.req.valid('json'));
    const row = await staffChange(
      c,
      async ({ tx, now }) => {
        const stamp = now.toISOString();
        const [created] = await tx
          .insert(tradeAgreements)
          .values({ ...input, created_at: stamp, updated_at: stamp })
          .returning(AGREEMENT_COLUMNS);
        const audit = { action: 'agreement.create', entityType: ENTITY, entityId: created!.id };
        return { result: created!, audit: { ...audit, after: input } };
      },
      { revalidate },
    );
    return c.json(row, 201);
  })
  // PUT /api/staff/agreements/{id} – its fields replaced
  .openapi(updateRoute, async (c) => {
    const { id } = c.req.valid('param');
    const input = withoutVersion(c.req.valid('json'));
    const row = await staffChange(
      c,
      async ({ tx, now, checkVersion }) => {
        const before = await lockAgreement(tx, id);
        checkVersion(before.version);
        const [changed] = await tx
          .update(tradeAgreements)
          .set({
            ...input,
            version: nextVersion(tradeAgreements.version),
            updated_at: now.toISOString(),
          })
          .where(eq(tradeAgreements.id, id))
          .returning(AGREEMENT_COLUMNS);
        const audit = { action: 'agreement.update', entityType: ENTITY, entityId: id };
        return { result: changed!, audit: { ...audit, before, after: changed! } };
      },
      { revalidate },
    );
    return c.json(row, 200);
  })
  // DELETE /api/staff/agreements/{id} – removed, and from the country pages that named it
  .openapi(deleteRoute, async (c) => {
    const { id } = c.req.valid('param');
    const removed = await staffChange(
      c,
      async ({ tx, now, checkVersion }) => {
        const before = await lockAgreement(tx, id);
        checkVersion(before.version);
        const unlinked = await unlinkAgreement(tx, id, now);
        await tx.delete(tradeAgreements).where(eq(tradeAgreements.id, id));
        const audit = { action: 'agreement.delete', entityType: ENTITY, entityId: id, before };
        return { result: { id }, audit: [audit, ...unlinked] };
      },
      { revalidate },
    );
    return c.json(removed, 200);
  });
