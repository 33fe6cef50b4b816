import { describe, expect, it } from 'vitest';

import { HS_PAGE_SIZE } from '@/features/hs-codes/constants';
import { readFinderPage } from '@/features/hs-codes/server/finder-page';
import {
  listSectionSummaries,
  listTreeNodeIds,
} from '@/features/hs-codes/server/section-summaries';

import { TEST_HS_CHAPTERS, testApiForFile } from './helpers/test-api';

// Issue 37: what the finder's and the tree's pages read, on the test's chapters of the nomenclature.

const api = testApiForFile();

describe("the finder page's reads", () => {
  it('finds heading 1509 first for olive oil, with its path, one page at a time', async () => {
    const found = await readFinderPage(api.db, 'olive oil', 1);
    expect(found.results[0]).toMatchObject({ code: '1509', level: 4 });
    expect(found.results[0]!.path.map((step) => step.code)).toEqual(['III', '15']);
    expect(found.page).toBe(1);
    expect(found.results.length).toBeLessThanOrEqual(HS_PAGE_SIZE);
    expect(found.pageCount).toBe(Math.max(1, Math.ceil(found.total / HS_PAGE_SIZE)));
  });

  it('shows the last page for a page past it', async () => {
    const found = await readFinderPage(api.db, '15', 50);
    expect(found.page).toBe(found.pageCount);
    expect(found.results.length).toBeGreaterThan(0);
  });

  it('finds nothing for words no name holds, on page 1 of 1', async () => {
    expect(await readFinderPage(api.db, 'qwxzvbnm', 3)).toEqual({
      results: [],
      total: 0,
      page: 1,
      pageCount: 1,
    });
  });
});

describe("the tree's reads", () => {
  it('lists the 21 sections with the codes of their chapters', async () => {
    const sections = await listSectionSummaries(api.db);
    expect(sections).toHaveLength(21);
    expect(sections[2]).toMatchObject({ code: 'III', level: 0, chapters: ['15'] });
    expect(sections.flatMap((section) => section.chapters).sort()).toEqual(TEST_HS_CHAPTERS);
  });

  it("names the sitemap's pages: the sections, then chapters and headings, no subheading", async () => {
    const ids = await listTreeNodeIds(api.db);
    expect(ids.slice(0, 3)).toEqual(['I', 'II', 'III']);
    expect(ids).toContain('15');
    expect(ids).toContain('1509');
    expect(ids.some((id) => id.length === 6)).toBe(false);
  });
});
