import 'server-only';
import { z } from '@hono/zod-openapi';

import { ApiError, errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { createRouter } from '@/lib/api/router';
import { staffChange } from '@/lib/api/staff-change';
import { idParams, jsonBody } from '@/lib/api/staff-record-parts';
import { staffRoute } from '@/lib/api/staff-route';
import type { AuditEntry } from '@/lib/audit/write-audit';
import { CACHE_TAGS } from '@/lib/cache/tags';

import { headingsCsv, readHeadingsCsv } from '../headings-csv';
import { headingsCsvInputSchema, headingsImportAnswerSchema } from '../staff-schemas';

import { assertAgreement } from './staff-heading-routes';
import { allHeadingTerms, knownCodes, upsertHeading } from './staff-headings';
import { lockAgreement } from './staff-legal-status';

// Issue 37, market access in the console: an agreement's headings' terms as a CSV file, and back.

const AREA = 'agreements';
const revalidate = [CACHE_TAGS.marketAccess];
const idParam = idParams;

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

export const staffHeadingsCsvRoutes = createRouter()
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
