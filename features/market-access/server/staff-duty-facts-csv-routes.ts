import 'server-only';
import { z } from '@hono/zod-openapi';
import { inArray } from 'drizzle-orm';

import { ApiError, errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { createRouter } from '@/lib/api/router';
import { staffChange } from '@/lib/api/staff-change';
import { jsonBody } from '@/lib/api/staff-record-parts';
import { staffRoute } from '@/lib/api/staff-route';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { tradeAgreements } from '@/lib/db/schema';

import { dutyFactsCsv, readDutyFactsCsv } from '../duty-facts-csv';
import { headingsCsvInputSchema } from '../staff-schemas';

import { listDutyFacts, replaceDutyFacts } from './staff-duty-facts';

// Issue 46, market access in the console: every agreement's duty facts as one CSV file, and back.

const AREA = 'agreements';

const exportRoute = staffRoute(AREA, {
  method: 'get',
  path: '/staff/duty-facts-csv',
  summary: 'Every agreement’s duty facts with their scope as a CSV file (editors)',
  description:
    'UTF-8 with a byte-order mark, a header row naming the columns, every cell quoted, CRLF; ' +
    'the lists (partners, except) separated by spaces: the file the import takes back.',
  responses: {
    200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
    ...errorResponses(),
  },
});

const importRoute = staffRoute(AREA, {
  method: 'post',
  path: '/staff/duty-facts-csv',
  summary:
    'Replaces the duty facts of each agreement the CSV file names, all rows or none (audited)',
  description:
    'The export’s columns. Every row is checked first; when any is wrong (or names no agreement) ' +
    'nothing is applied and the 422 names each problem as `line.{n}.{field}`. Else the facts of ' +
    'each agreement named are replaced by the file’s rows in one transaction, one audit entry a ' +
    'removed and an added fact. An agreement the file does not name keeps its facts.',
  request: jsonBody(headingsCsvInputSchema),
  responses: {
    200: jsonResponse(
      z.object({
        agreements: z.number().int(),
        removed: z.number().int(),
        created: z.number().int(),
      }),
      'How many agreements, removed and added facts',
    ),
    ...errorResponses(413, 422),
  },
});

export const staffDutyFactsCsvRoutes = createRouter()
  // GET /api/staff/duty-facts-csv
  .openapi(exportRoute, async (c) => {
    const csv = dutyFactsCsv(await listDutyFacts(c.get('db'), null));
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="duty-facts.csv"',
    });
  })
  // POST /api/staff/duty-facts-csv – all rows or none
  .openapi(importRoute, async (c) => {
    const db = c.get('db');
    const read = readDutyFactsCsv(c.req.valid('json').csv);
    if (read.rows === null) throw new ApiError(422, 'Api.invalid', read.problems);
    const named = [...new Set(read.rows.map((row) => row.agreementId))];
    const known = new Set(
      (
        await db
          .select({ id: tradeAgreements.id })
          .from(tradeAgreements)
          .where(inArray(tradeAgreements.id, named))
      ).map((row) => row.id),
    );
    const unknown = read.rows.filter((row) => !known.has(row.agreementId));
    if (unknown.length > 0) {
      const problems = Object.fromEntries(
        unknown.map((row) => [
          `line.${row.line}.agreement_id`,
          ['DutyFactsAdmin.errors.agreement'],
        ]),
      );
      throw new ApiError(422, 'Api.invalid', problems);
    }
    const answer = await staffChange(c, ({ tx, now }) => replaceDutyFacts(tx, now, read.rows), {
      revalidate: [CACHE_TAGS.marketAccess],
    });
    return c.json(answer, 200);
  });
