import { describe, expect, it } from 'vitest';

import { searchPages, toSearchPattern } from '@/features/search/server/search-pages';

import { testApiForFile } from './helpers/test-api';

const api = testApiForFile();

describe('searchPages', () => {
  it('finds pages by title, case-insensitively, on trimmed text', async () => {
    const hits = await searchPages(api.db, '  EXPORT GUIDE ');
    expect(hits.map((hit) => hit.a_id)).toContain(120);
  });

  it('finds pages by Arabic text', async () => {
    const hits = await searchPages(api.db, 'دليل التصدير');
    expect(hits.some((hit) => hit.a_id === 120)).toBe(true);
  });

  it('lists a page once even when the footer repeats it', async () => {
    const hits = await searchPages(api.db, 'export guide');
    expect(hits.filter((hit) => hit.a_id === 120)).toHaveLength(1);
  });

  it('treats LIKE wildcards as plain characters', async () => {
    expect(await searchPages(api.db, '_%_')).toEqual([]);
    expect(toSearchPattern('100%_sure')).toBe('%100\\%\\_sure%');
  });

  it('answers nothing for an empty keyword and cuts a long one to 200 characters', async () => {
    expect(await searchPages(api.db, '   ')).toEqual([]);
    expect(toSearchPattern('a'.repeat(300))).toBe(`%${'a'.repeat(200)}%`);
  });
});
