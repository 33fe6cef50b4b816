import 'server-only';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';

import { positiveInt } from '@/lib/api/params';
import type { AppEnv } from '@/lib/api/types';

import { API_PER_PAGE_MAX } from '../constants';

// Optional pages of an API list: without `page` and `per_page` the whole list; with either, that
// page (per_page defaults to 20; a page past the end is empty). X-Total-Count always counts it all.

const DEFAULT_PER_PAGE = 20;

export const pageQuery = {
  page: positiveInt('page', 'query').optional(),
  per_page: positiveInt('per_page', 'query')
    .max(API_PER_PAGE_MAX, { error: 'rules.invalid' })
    .optional(),
};

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
  if (page === undefined && per_page === undefined) return [...rows];
  const size = per_page ?? DEFAULT_PER_PAGE;
  const start = ((page ?? 1) - 1) * size;
  return rows.slice(start, start + size);
}

export const idParams = z.object({ id: positiveInt('id') });
