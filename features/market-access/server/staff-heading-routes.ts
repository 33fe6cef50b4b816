import 'server-only';

import { ApiError, notFound } from '@/lib/api/errors';
import { positiveInt } from '@/lib/api/params';
import { staffCrudRoutes } from '@/lib/api/staff-crud-routes';
import { idParams } from '@/lib/api/staff-record-parts';
import { CACHE_TAGS } from '@/lib/cache/tags';
import type { Db } from '@/lib/db/types';
import { pageAnswerSchema } from '@/lib/validation/page-query';
import { versionBodySchema, withoutVersion } from '@/lib/validation/version';

import { headingTermsInputSchema } from '../schemas';
import { staffHeadingsQuerySchema, staffHeadingTermsSchema } from '../staff-schemas';

import {
  createHeading,
  deleteHeading,
  knownCodes,
  listHeadingTerms,
  updateHeading,
} from './staff-headings';
import { agreementExists } from './staff-legal-status';

// Issue 37, market access in the console: an agreement's terms per heading and subheading, one by
// one; each change versioned, audited, and re-validating the market-access pages.

/** 404 when there is no such agreement. */
export async function assertAgreement(db: Db, id: number) {
  if (!(await agreementExists(db, id))) throw notFound();
}

export const alreadyEntered = () =>
  new ApiError(422, 'Api.invalid', { hs_code: ['MarketAccess.csv.duplicate'] });

// GET, POST /api/staff/agreements/{id}/headings; PUT, DELETE …/headings/{headingId}
export const staffHeadingRoutes = staffCrudRoutes({
  area: 'agreements',
  path: '/staff/agreements/{id}/headings',
  name: 'heading’s terms',
  noun: 'terms',
  nested: {
    list: idParams,
    item: idParams.extend({ headingId: positiveInt('headingId') }),
    key: 'headingId',
  },
  // A change names the version it started from in its body (or If-Match).
  body: headingTermsInputSchema.extend(versionBodySchema.shape),
  record: staffHeadingTermsSchema,
  revalidate: [CACHE_TAGS.marketAccess],
  list: {
    summary: 'An agreement’s terms per heading and subheading, by code, one page (editors)',
    query: staffHeadingsQuerySchema,
    answer: pageAnswerSchema(staffHeadingTermsSchema),
    text: 'One page of terms',
    // `code`, `page`, `page_size`
    read: async (c, query, { id }) => {
      await assertAgreement(c.get('db'), id!);
      return listHeadingTerms(c.get('db'), id!, query);
    },
  },
  // 422 on the code when the nomenclature lacks it
  check: async (db, { hs_code }) => {
    if (!(await knownCodes(db, [hs_code])).has(hs_code)) {
      throw new ApiError(422, 'Api.invalid', { hs_code: ['MarketAccess.errors.unknownCode'] });
    }
  },
  commands: {
    create: (scope, input, { id }) =>
      createHeading(scope, id!, withoutVersion(input), alreadyEntered),
    update: (scope, input, { id, headingId }) =>
      updateHeading(scope, id!, headingId!, withoutVersion(input), alreadyEntered),
    remove: (scope, { id, headingId }) => deleteHeading(scope, id!, headingId!),
  },
  docs: {
    create: {
      summary: 'Adds an agreement’s terms for a heading or subheading (audited)',
      description:
        'The code in any spelling, a heading (4 digits) or subheading (6) of the nomenclature; 422 ' +
        'when the nomenclature lacks it or the agreement already has terms for it.',
    },
    remove: { text: 'The removed terms’ id', errors: [404, 409, 422, 428] },
  },
});
