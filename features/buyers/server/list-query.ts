import 'server-only';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';

import { positiveInt } from '@/lib/api/params';
import type { AppEnv } from '@/lib/api/types';
import { requestedRows } from '@/lib/pagination';
import { optionalPageQuery } from '@/lib/validation/page-query';
import { MAX_ID } from '@/lib/validation/rules';

import { API_PER_PAGE_MAX } from '../constants';

// Optional pages of an API list: without `page` and `per_page` the whole list; with either, that
// page (per_page defaults to 20; a page past the end is empty). X-Total-Count always counts it all.

const DEFAULT_PER_PAGE = 20;

const pages = optionalPageQuery({ maxPage: MAX_ID, maxSize: API_PER_PAGE_MAX });
export const pageQuery = { page: pages.page, per_page: pages.page_size };

export const totalCountHeader = {
  'X-Total-Count': {
    description: 'How many rows the whole list has',
    schema: { type: 'string' as const },
  },
};

export function pageAnswer<T>(
  c: Context<AppEnv>,
  rows: readonly T[],
  { page, per_page }: { page?: number; per_page?: number },
): T[] {
  c.header('X-Total-Count', String(rows.length));
  return requestedRows(rows, { page, size: per_page }, DEFAULT_PER_PAGE);
}

export const idParams = z.object({ id: positiveInt('id') });
