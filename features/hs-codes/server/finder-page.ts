import 'server-only';

import type { Db } from '@/lib/db/types';
import { pageCountOf } from '@/lib/pagination';

import { HS_PAGE_SIZE } from '../constants';
import type { HsQualifier } from '../finder-qualifiers';
import type { HsFinderPage } from '../schemas';

import { findGuided } from './guided-finder';

// One page of the finder's page (issue 37): the API's search and paths, read directly, with its
// question and the answer given (issue 55, item 4). A page past the last one shows the last one,
// as the portal's other lists do.

export async function readFinderPage(
  db: Db,
  q: string,
  page: number,
  qualifier?: HsQualifier,
): Promise<HsFinderPage> {
  let found = await findGuided(db, q, page, HS_PAGE_SIZE, qualifier);
  const pageCount = pageCountOf(found.total, HS_PAGE_SIZE);
  const shown = Math.max(1, Math.min(page, pageCount));
  if (shown !== page) found = await findGuided(db, q, shown, HS_PAGE_SIZE, qualifier);
  return {
    results: found.rows,
    total: found.total,
    page: shown,
    pageCount,
    ...(found.services && { services: true }),
    ...(found.question && { question: found.question }),
  };
}
