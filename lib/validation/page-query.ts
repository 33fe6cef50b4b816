import { z } from 'zod';

// The paging of an API list, one way everywhere: the query's `page` and page size, and the answer's
// paging fields (their values come from pageFields in lib/pagination.ts). Each list keeps its own
// keys (`page_size`, or `per_page` on the public directories), defaults and limits; a value out of
// them is a 422 with "rules.invalid". Pages are numbered from 1.

const number = () => z.coerce.number({ error: 'rules.invalid' }).int('rules.invalid');

/** A page number from 1 to `max`. */
export const pageNumber = (max: number) =>
  number().min(1, 'rules.invalid').max(max, 'rules.invalid');

/** A page size: from 1 to `maxSize`, or one of the `sizes` the list offers. */
export function pageSize(limit: { maxSize: number } | { sizes: readonly number[] }) {
  if ('sizes' in limit) {
    return z.coerce
      .number({ error: 'rules.invalid' })
      .refine((value) => limit.sizes.includes(value), 'rules.invalid');
  }
  return number().min(1, 'rules.invalid').max(limit.maxSize, 'rules.invalid');
}

type PageLimits = { maxPage: number } & ({ maxSize: number } | { sizes: readonly number[] });

/** `page` (1 when absent) and `page_size` (`defaultSize` when absent). */
export function pageQuery({ maxPage, defaultSize, ...size }: PageLimits & { defaultSize: number }) {
  return {
    page: pageNumber(maxPage).default(1),
    page_size: pageSize(size).default(defaultSize),
  };
}

/** The console's lists: up to page 1000, a page size the list offers. */
export const consolePageQuery = (sizes: readonly number[], defaultSize: number) =>
  pageQuery({ maxPage: 1000, sizes, defaultSize });

/** `page` and `page_size`, both optional: the route decides what their absence means. */
export function optionalPageQuery({ maxPage, ...size }: PageLimits) {
  return { page: pageNumber(maxPage).optional(), page_size: pageSize(size).optional() };
}

/**
 * A query field an HTML form may send empty (a GET filter form, the console's URL filters): empty
 * is absent.
 */
export const absentWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional()).optional();

const PAGE_FIELDS = {
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  page_count: z.number().int(),
};

/**
 * An answer holding one page: the items under `key` (`data` unless the route says otherwise), the
 * total over all pages, the page, its size and the page count.
 */
export function pageAnswerSchema<T extends z.ZodType, K extends string = 'data'>(
  item: T,
  key: K = 'data' as K,
) {
  const shape = { [key]: z.array(item), ...PAGE_FIELDS } as {
    [P in K]: z.ZodArray<T>;
  } & typeof PAGE_FIELDS;
  return z.object(shape);
}
