import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { listPage, pageFields, pageOffset, requestedRows } from '@/lib/pagination';
import {
  absentWhenEmpty,
  optionalPageQuery,
  pageAnswerSchema,
  pageNumber,
  pageQuery,
  pageSize,
} from '@/lib/validation/page-query';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('listPage', () => {
  it('cuts pages of the given size and clamps a page past the end', () => {
    expect(listPage(numbers(23), 1, 10)).toMatchObject({ total: 23, page: 1, pageCount: 3 });
    expect(listPage(numbers(23), 3, 10).items).toEqual([21, 22, 23]);
    expect(listPage(numbers(23), 9, 10)).toMatchObject({ page: 3, items: [21, 22, 23] });
    expect(listPage(numbers(23), 0, 10).page).toBe(1);
    expect(listPage([], 1, 10)).toEqual({ items: [], total: 0, page: 1, pageCount: 1 });
  });
});

describe('requestedRows', () => {
  const rows = numbers(25);
  it('gives every row when no page is asked', () => {
    expect(requestedRows(rows, {}, 10)).toEqual(rows);
  });

  it('gives the page asked, the default size without one, nothing past the end', () => {
    expect(requestedRows(rows, { page: 3 }, 10)).toEqual([21, 22, 23, 24, 25]);
    expect(requestedRows(rows, { size: 4 }, 10)).toEqual([1, 2, 3, 4]);
    expect(requestedRows(rows, { page: 2, size: 5 }, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(requestedRows(rows, { page: 9 }, 10)).toEqual([]);
  });
});

describe('pageOffset and pageFields', () => {
  it('skips the rows of the pages before', () => {
    expect(pageOffset(1, 20)).toBe(0);
    expect(pageOffset(3, 20)).toBe(40);
  });

  it('answers the total, the page, its size and the page count (at least 1)', () => {
    expect(pageFields(41, 2, 20)).toEqual({ total: 41, page: 2, page_size: 20, page_count: 3 });
    expect(pageFields(0, 1, 20)).toEqual({ total: 0, page: 1, page_size: 20, page_count: 1 });
  });
});

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('pageQuery', () => {
  const schema = z.object(pageQuery({ maxPage: 50, defaultSize: 20, maxSize: 100 }));

  it('takes the defaults when absent and coerces the query string', () => {
    expect(schema.parse({})).toEqual({ page: 1, page_size: 20 });
    expect(schema.parse({ page: '3', page_size: '50' })).toEqual({ page: 3, page_size: 50 });
  });

  it('refuses what is not a whole number within the limits, with "rules.invalid"', () => {
    for (const page of ['0', '-1', '1.5', 'two', '51', '']) {
      expect(issuesOf(schema, { page })).toEqual(['rules.invalid']);
    }
    for (const size of ['0', '101', 'ten']) {
      expect(issuesOf(schema, { page_size: size })).toEqual(['rules.invalid']);
    }
  });

  it('takes only the offered sizes when the list names them', () => {
    const sized = z.object(pageQuery({ maxPage: 50, defaultSize: 25, sizes: [10, 25] }));
    expect(sized.parse({ page_size: '10' }).page_size).toBe(10);
    expect(issuesOf(sized, { page_size: '20' })).toEqual(['rules.invalid']);
  });
});

describe('optionalPageQuery and absentWhenEmpty', () => {
  it('leaves absent values undefined', () => {
    const schema = z.object(optionalPageQuery({ maxPage: 10, maxSize: 100 }));
    expect(schema.parse({})).toEqual({});
    expect(schema.parse({ page: '2' })).toEqual({ page: 2 });
    expect(issuesOf(schema, { page: '' })).toEqual(['rules.invalid']);
  });

  it('reads an empty value as absent where a form may send one', () => {
    const schema = z.object({
      page: absentWhenEmpty(pageNumber(10)),
      page_size: absentWhenEmpty(pageSize({ sizes: [10, 25] })),
    });
    expect(schema.parse({ page: '', page_size: '' })).toEqual({});
    expect(schema.parse({ page: '4', page_size: '25' })).toEqual({ page: 4, page_size: 25 });
    expect(issuesOf(schema, { page: '11' })).toEqual(['rules.invalid']);
  });
});

describe('pageAnswerSchema', () => {
  const item = z.object({ id: z.number() });
  const fields = { total: 1, page: 1, page_size: 20, page_count: 1 };

  it('holds the items under `data` and the paging fields', () => {
    expect(pageAnswerSchema(item).parse({ data: [{ id: 1 }], ...fields })).toEqual({
      data: [{ id: 1 }],
      ...fields,
    });
    expect(pageAnswerSchema(item).safeParse({ data: [{ id: 1 }], total: 1 }).success).toBe(false);
  });

  it('holds them under the key a route has', () => {
    const schema = pageAnswerSchema(item, 'rows');
    expect(schema.parse({ rows: [], ...fields, extra: 1 })).toEqual({ rows: [], ...fields });
  });
});
