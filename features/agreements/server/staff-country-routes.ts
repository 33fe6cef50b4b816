import 'server-only';
import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';

import { errorResponses, notFound } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import { staffChange } from '@/lib/api/staff-change';
import { staffRoute } from '@/lib/api/staff-route';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { nextVersion } from '@/lib/db/next-version';
import { cleanRichHtml } from '@/lib/db/rich-html';
import { ftaCountryAgreements } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { withoutVersion } from '@/lib/validation/version';

import { type FtaCountryInput, ftaCountryInputSchema, ftaCountryRowSchema } from '../schemas';

import { checkCountryPage } from './check-country';
import { COUNTRY_ROW_COLUMNS, listAllCountryRows } from './queries';

// Issue 27 "Staff console": the map's country pages (part 2 §3 "FTA agreement"), in both
// languages; the rich content is stored clean (lib/db/rich-html.ts), every change audited.
const idParam = { params: z.object({ id: positiveInt('id') }) };
const body = {
  body: { content: { 'application/json': { schema: ftaCountryInputSchema } }, required: true },
};
const revalidate = [CACHE_TAGS.agreements];
const ENTITY = 'fta_country_agreements';

const listRoute = staffRoute('agreements', {
  method: 'get',
  path: '/staff/fta-countries',
  summary: 'Every country page of the map, visible or not, with its content (editors)',
  responses: {
    200: jsonResponse(z.object({ data: z.array(ftaCountryRowSchema) }), 'The country pages'),
  },
});

const createCountryRoute = staffRoute('agreements', {
  method: 'post',
  path: '/staff/fta-countries',
  summary: 'Adds a country page (audited)',
  request: body,
  responses: {
    201: jsonResponse(ftaCountryRowSchema, 'The new country page'),
    ...errorResponses(422),
  },
});

const updateRoute = staffRoute('agreements', {
  method: 'put',
  path: '/staff/fta-countries/{id}',
  summary: 'Changes a country page from the version the editor started from (audited)',
  request: { ...idParam, ...body },
  responses: {
    200: jsonResponse(ftaCountryRowSchema, 'The changed country page'),
    ...errorResponses(404, 409, 422, 428),
  },
});

const deleteRoute = staffRoute('agreements', {
  method: 'delete',
  path: '/staff/fta-countries/{id}',
  summary: 'Removes a country page at the version named by If-Match (audited)',
  request: idParam,
  responses: {
    200: jsonResponse(z.object({ id: z.number().int() }), 'The removed page’s id'),
    ...errorResponses(404, 409, 428),
  },
});

/** What is stored: the code in capitals, the HTML cleaned. */
const storedValues = (input: Omit<FtaCountryInput, 'version'>) =>
  cleanRichHtml(ftaCountryAgreements, { ...input, country_code: input.country_code.toUpperCase() });

async function lockCountry(tx: Db, id: number) {
  const [row] = await tx
    .select(COUNTRY_ROW_COLUMNS)
    .from(ftaCountryAgreements)
    .where(eq(ftaCountryAgreements.id, id))
    .for('update');
  if (!row) throw notFound();
  return row;
}

export const staffCountryRoutes = createRouter()
  // GET /api/staff/fta-countries – every country page, by id
  .openapi(listRoute, async (c) => {
    return c.json({ data: await listAllCountryRows(c.get('db')) }, 200);
  })
  // POST /api/staff/fta-countries – a new country page
  .openapi(createCountryRoute, async (c) => {
    const input = withoutVersion(c.req.valid('json'));
    await checkCountryPage(c.get('db'), input);
    const values = storedValues(input);
    const row = await staffChange(
      c,
      async ({ tx, now }) => {
        const stamp = now.toISOString();
        const [created] = await tx
          .insert(ftaCountryAgreements)
          .values({ ...values, created_at: stamp, updated_at: stamp })
          .returning(COUNTRY_ROW_COLUMNS);
        const audit = { action: 'fta-country.create', entityType: ENTITY, entityId: created!.id };
        return { result: created!, audit: { ...audit, after: values } };
      },
      { revalidate },
    );
    return c.json(row, 201);
  })
  // PUT /api/staff/fta-countries/{id} – its fields replaced
  .openapi(updateRoute, async (c) => {
    const { id } = c.req.valid('param');
    const input = withoutVersion(c.req.valid('json'));
    await checkCountryPage(c.get('db'), input, id);
    const values = storedValues(input);
    const row = await staffChange(
      c,
      async ({ tx, now, checkVersion }) => {
        const before = await lockCountry(tx, id);
        checkVersion(before.version);
        const [changed] = await tx
          .update(ftaCountryAgreements)
          .set({
            ...values,
            version: nextVersion(ftaCountryAgreements.version),
            updated_at: now.toISOString(),
          })
          .where(eq(ftaCountryAgreements.id, id))
          .returning(COUNTRY_ROW_COLUMNS);
        const audit = { action: 'fta-country.update', entityType: ENTITY, entityId: id };
        return { result: changed!, audit: { ...audit, before, after: changed! } };
      },
      { revalidate },
    );
    return c.json(row, 200);
  })
  // DELETE /api/staff/fta-countries/{id} – removed from the map
  .openapi(deleteRoute, async (c) => {
    const { id } = c.req.valid('param');
    const removed = await staffChange(
      c,
      async ({ tx, checkVersion }) => {
        const before = await lockCountry(tx, id);
        checkVersion(before.version);
        await tx.delete(ftaCountryAgreements).where(eq(ftaCountryAgreements.id, id));
        const audit = { action: 'fta-country.delete', entityType: ENTITY, entityId: id, before };
        return { result: { id }, audit };
      },
      { revalidate },
    );
    return c.json(removed, 200);
  });
