import { describe, expect, it } from 'vitest';

import { pageRange } from '@/lib/pagination';

describe('pageRange (the FAQ list’s page buttons)', () => {
  it('lists every page up to seven', () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(2, 2)).toEqual([1, 2]);
    expect(pageRange(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the ends and the current page’s neighbours, with gaps between', () => {
    expect(pageRange(1, 12)).toEqual([1, 2, 3, 4, 5, 'gap', 12]);
    expect(pageRange(4, 12)).toEqual([1, 2, 3, 4, 5, 'gap', 12]);
    expect(pageRange(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageRange(9, 12)).toEqual([1, 'gap', 8, 9, 10, 11, 12]);
    expect(pageRange(12, 12)).toEqual([1, 'gap', 8, 9, 10, 11, 12]);
  });
});
