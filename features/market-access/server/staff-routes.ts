import 'server-only';
import { z } from '@hono/zod-openapi';

import { ApiError, errorResponses, notFound } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import { staffChange } from '@/lib/api/staff-change';
import { staffRoute } from '@/lib/api/staff-route';
import type { AuditEntry } from '@/lib/audit/write-audit';
import { CACHE_TAGS } from '@/lib/cache/tags';
import type { Db } from '@/lib/db/types';
import { pageAnswerSchema } from '@/lib/validation/page-query';
import { versionBodySchema, withoutVersion } from '@/lib/validation/version';

import { headingsCsv, readHeadingsCsv } from '../headings-csv';
import {
  generalOriginRuleInputSchema,
  generalOriginRuleSchema,
  headingTermsInputSchema,
} from '../schemas';
import {
  headingsCsvInputSchema,
  headingsImportAnswerSchema,
  legalStatusInputSchema,
  staffHeadingsQuerySchema,
  staffHeadingTermsSchema,
  staffLegalStatusSchema,
} from '../staff-schemas';

import {
  agreementExists,
  allHeadingTerms,
  createHeading,
  deleteHeading,
  knownCodes,
  listHeadingTerms,
  lockAgreement,
  readLegalStatus,
  readOriginRule,
  saveLegalStatus,
  saveOriginRule,
  updateHeading,
  upsertHeading,
} from './staff-terms';

// Issue 37, market access in the console: editors (the agreements area) keep each agreement's
// legal status note and source, its general rule of origin and its headings' terms, one by one or
// as a CSV file. Every change is versioned and audited and re-validates the market-access pages
// (and the agreements' pages, for the legal status).

const AREA = 'agreements';
const revalidate = [CACHE_TAGS.marketAccess];
const idParam = z.object({ id: positiveInt('id') });
const headingParam = z.object({ id: positiveInt('id'), headingId: positiveInt('headingId') });
// A change names the version it started from in its body (or If-Match); the first rule none.
const ruleInput = z.intersection(generalOriginRuleInputSchema, versionBodySchema);
const headingInput = headingTermsInputSchema.extend(versionBodySchema.shape);
const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

const legalStatusReadRoute = staffRoute(AREA, {
  method: 'get',
  path: '/staff/agreements/{id}/legal-status',
  summary: 'An agreement’s legal status, its note and source, and its version (editors)',
  request: { params: idParam },
  responses: {
    200: jsonResponse(staffLegalStatusSchema, 'The legal status'),
    ...errorResponses(404, 422),
  },
});

const legalStatusRoute = staffRoute(AREA, {
  method: 'put',
  path: '/staff/agreements/{id}/legal-status',
  summary:
    'Changes an agreement’s legal status, note and source from the editor’s version (audited)',
  request: { params: idParam, ...jsonBody(legalStatusInputSchema) },
  responses: {
    200: jsonResponse(staffLegalStatusSchema, 'The changed legal status'),
    ...errorResponses(404, 409, 422, 428),
  },
});

const ruleReadRoute = staffRoute(AREA, {
  method: 'get',
  path: '/staff/agreements/{id}/origin-rule',
  summary: 'An agreement’s general rule of origin, null when none was entered (editors)',
  request: { params: idParam },
  responses: {
    200: jsonResponse(z.object({ rule: generalOriginRuleSchema.nullable() }), 'The rule, or null'),
    ...errorResponses(404, 422),
  },
});

const ruleSaveRoute = staffRoute(AREA, {
  method: 'put',
  path: '/staff/agreements/{id}/origin-rule',
  summary: 'Enters an agreement’s general rule of origin, or changes it from its version (audited)',
  description:
    'The first rule of an agreement needs no version; a change names the version it started from ' +
    '(body `version` or If-Match). A null figure or an empty text is one nobody entered.',
  request: { params: idParam, ...jsonBody(ruleInput) },
  responses: {
    200: jsonResponse(generalOriginRuleSchema, 'The rule as stored'),
    ...errorResponses(404, 409, 422, 428),
  },
});

const headingsListRoute = staffRoute(AREA, {
  method: 'get',
  path: '/staff/agreements/{id}/headings',
  summary: 'An agreement’s terms per heading and subheading, by code, one page (editors)',
  request: { params: idParam, query: staffHeadingsQuerySchema },
  responses: {
    200: jsonResponse(pageAnswerSchema(staffHeadingTermsSchema), 'One page of terms'),
    ...errorResponses(404, 422),
  },
});

const headingCreateRoute = staffRoute(AREA, {
  method: 'post',
  path: '/staff/agreements/{id}/headings',
  summary: 'Adds an agreement’s terms for a heading or subheading (audited)',
  description:
    'The code in any spelling, a heading (4 digits) or subheading (6) of the nomenclature; 422 ' +
    'when the nomenclature lacks it or the agreement already has terms for it.',
  request: { params: idParam, ...jsonBody(headingInput) },
  responses: {
    201: jsonResponse(staffHeadingTermsSchema, 'The new terms'),
    ...errorResponses(404, 422),
  },
});

const headingUpdateRoute = staffRoute(AREA, {
  method: 'put',
  path: '/staff/agreements/{id}/headings/{headingId}',
  summary: 'Changes a heading’s terms from the version the editor started from (audited)',
  request: { params: headingParam, ...jsonBody(headingInput) },
  responses: {
    200: jsonResponse(staffHeadingTermsSchema, 'The changed terms'),
    ...errorResponses(404, 409, 422, 428),
  },
});

const headingDeleteRoute = staffRoute(AREA, {
  method: 'delete',
  path: '/staff/agreements/{id}/headings/{headingId}',
  summary: 'Removes a heading’s terms at the version named by If-Match (audited)',
  request: { params: headingParam },
  responses: {
    200: jsonResponse(z.object({ id: z.number().int() }), 'The removed terms’ id'),
    ...errorResponses(404, 409, 422, 428),
  },
});

const exportRoute = staffRoute(AREA, {
  method: 'get',
  path: '/staff/agreements/{id}/headings-csv',
  summary: 'An agreement’s headings’ terms as a CSV file (editors)',
  description:
    'UTF-8 with a byte-order mark, a header row naming the columns, every cell quoted, CRLF: the ' +
    'file the import takes back.',
  request: { params: idParam },
  responses: {
    200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
    ...errorResponses(404, 422),
  },
});

const importRoute = staffRoute(AREA, {
  method: 'post',
  path: '/staff/agreements/{id}/headings-csv',
  summary: 'Enters an agreement’s headings’ terms from a CSV file, all rows or none (audited)',
  description:
    'The export’s columns. Every row is checked first; when any is wrong nothing is applied and ' +
    'the 422 names each problem as `line.{n}` or `line.{n}.{field}`. Else each row adds or ' +
    'replaces the terms of its code in one transaction, one audit entry a row. At most 1 MB and ' +
    '5,000 rows; a byte-order mark, CRLF, quoted commas and a semicolon separator are read.',
  request: { params: idParam, ...jsonBody(headingsCsvInputSchema) },
  responses: {
    200: jsonResponse(headingsImportAnswerSchema, 'How many rows were added and changed'),
    ...errorResponses(404, 413, 422),
  },
});

const alreadyEntered = () =>
  new ApiError(422, 'Api.invalid', { hs_code: ['MarketAccess.csv.duplicate'] });

/** 404 when there is no such agreement. */
async function assertAgreement(db: Db, id: number) {
  if (!(await agreementExists(db, id))) throw notFound();
}

/** 422 on the code when the nomenclature lacks it. */
async function assertKnownCode(db: Db, code: string) {
  if (!(await knownCodes(db, [code])).has(code)) {
    throw new ApiError(422, 'Api.invalid', { hs_code: ['MarketAccess.errors.unknownCode'] });
  }
}

export const staffMarketAccessRoutes = createRouter()
  // GET /api/staff/agreements/{id}/legal-status
  .openapi(legalStatusReadRoute, async (c) => {
    const { id } = c.req.valid('param');
    const status = await readLegalStatus(c.get('db'), id);
    if (!status) throw notFound();
    return c.json(status, 200);
  })
  // PUT /api/staff/agreements/{id}/legal-status
  .openapi(legalStatusRoute, async (c) => {
    const { id } = c.req.valid('param');
    const input = withoutVersion(c.req.valid('json'));
    const row = await staffChange(c, (scope) => saveLegalStatus(scope, id, input), {
      revalidate: [...revalidate, CACHE_TAGS.agreements],
    });
    return c.json(row, 200);
  })
  // GET /api/staff/agreements/{id}/origin-rule
  .openapi(ruleReadRoute, async (c) => {
    const { id } = c.req.valid('param');
    await assertAgreement(c.get('db'), id);
    return c.json({ rule: await readOriginRule(c.get('db'), id) }, 200);
  })
  // PUT /api/staff/agreements/{id}/origin-rule
  .openapi(ruleSaveRoute, async (c) => {
    const { id } = c.req.valid('param');
    const input = withoutVersion(c.req.valid('json'));
    const rule = await staffChange(c, (scope) => saveOriginRule(scope, id, input), { revalidate });
    return c.json(rule, 200);
  })
  // GET /api/staff/agreements/{id}/headings – `code`, `page`, `page_size`
  .openapi(headingsListRoute, async (c) => {
    const { id } = c.req.valid('param');
    await assertAgreement(c.get('db'), id);
    return c.json(await listHeadingTerms(c.get('db'), id, c.req.valid('query')), 200);
  })
  // POST /api/staff/agreements/{id}/headings
  .openapi(headingCreateRoute, async (c) => {
    const { id } = c.req.valid('param');
    const input = withoutVersion(c.req.valid('json'));
    await assertKnownCode(c.get('db'), input.hs_code);
    const row = await staffChange(c, (scope) => createHeading(scope, id, input, alreadyEntered), {
      revalidate,
    });
    return c.json(row, 201);
  })
  // PUT /api/staff/agreements/{id}/headings/{headingId}
  .openapi(headingUpdateRoute, async (c) => {
    const { id, headingId } = c.req.valid('param');
    const input = withoutVersion(c.req.valid('json'));
    await assertKnownCode(c.get('db'), input.hs_code);
    const row = await staffChange(
      c,
      (scope) => updateHeading(scope, id, headingId, input, alreadyEntered),
      { revalidate },
    );
    return c.json(row, 200);
  })
  // DELETE /api/staff/agreements/{id}/headings/{headingId}
  .openapi(headingDeleteRoute, async (c) => {
    const { id, headingId } = c.req.valid('param');
    const removed = await staffChange(c, (scope) => deleteHeading(scope, id, headingId), {
      revalidate,
    });
    return c.json(removed, 200);
  })
  // GET /api/staff/agreements/{id}/headings-csv
  .openapi(exportRoute, async (c) => {
    const { id } = c.req.valid('param');
    await assertAgreement(c.get('db'), id);
    const csv = headingsCsv(await allHeadingTerms(c.get('db'), id));
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="agreement-${id}-headings.csv"`,
    });
  })
  // POST /api/staff/agreements/{id}/headings-csv – all rows or none
  .openapi(importRoute, async (c) => {
    const { id } = c.req.valid('param');
    const db = c.get('db');
    await assertAgreement(db, id);
    const read = readHeadingsCsv(c.req.valid('json').csv);
    if (read.rows === null) throw new ApiError(422, 'Api.invalid', read.problems);
    const known = await knownCodes(
      db,
      read.rows.map((row) => row.input.hs_code),
    );
    const unknown = read.rows.filter((row) => !known.has(row.input.hs_code));
    if (unknown.length > 0) {
      const problems = Object.fromEntries(
        unknown.map((row) => [`line.${row.line}.hs_code`, ['MarketAccess.errors.unknownCode']]),
      );
      throw new ApiError(422, 'Api.invalid', problems);
    }
    const answer = await staffChange(
      c,
      async ({ tx, now }) => {
        await lockAgreement(tx, id);
        const audit: AuditEntry[] = [];
        let created = 0;
        for (const row of read.rows) {
          const outcome = await upsertHeading(tx, now, id, row.input);
          if (outcome.created) created += 1;
          audit.push(outcome.audit);
        }
        return { result: { created, updated: read.rows.length - created }, audit };
      },
      { revalidate },
    );
    return c.json(answer, 200);
  });
