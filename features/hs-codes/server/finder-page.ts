import 'server-only';

import type { Db } from '@/lib/db/types';
import { pageCountOf } from '@/lib/pagination';

import { HS_PAGE_SIZE } from '../constants';
import type { HsFinderPage } from '../schemas';

import { withPaths } from './code-paths';
import { findCodes } from './find-codes';

// One page of the finder's page (issue 37): the API's search and paths, read directly. A page
// past the last one shows the last one, as the portal's other lists do.

export async function readFinderPage(db: Db, q: string, page: number): Promise<HsFinderPage> {
  let found = await findCodes(db, q, page, HS_PAGE_SIZE);
  const pageCount = pageCountOf(found.total, HS_PAGE_SIZE);
  const shown = Math.min(page, pageCount);
  if (shown !== page) found = await findCodes(db, q, shown, HS_PAGE_SIZE);
  const results = await withPaths(db, found.rows);
  return {
    results,
    total: found.total,
    page: shown,
    pageCount,
    ...(found.services && { services: true }),
  };
}
