import { describe, expect, it } from 'vitest';

import { codeTrail, levelNameOf, trailStepOf } from '@/features/hs-codes/code-trail';
import { finderRequestOf } from '@/features/hs-codes/finder-request';
import { hsNodePath } from '@/features/hs-codes/hs-paths';
import type { HsCodeResult, HsPathStep } from '@/features/hs-codes/schemas';
import { shownName } from '@/features/hs-codes/shown-name';
import { routeListView } from '@/lib/navigation/list-view-routes';
import {
  LIST_VIEW_KEYS,
  LIST_VIEW_VALUE_MAX,
  listViewOf,
  listViewSegment,
  parseListViewSegment,
} from '@/lib/navigation/list-views';

// Issue 37: what the finder's and the tree's pages show, apart from the database.

const section: HsPathStep = {
  code: 'III',
  level: 0,
  name_en: 'Animal or vegetable fats and oils and their cleavage products',
  name_ar: 'الشحوم والدهون والزيوت الحيوانية أو النباتية ومنتجات تفككها',
};
const chapter: HsPathStep = {
  code: '15',
  level: 2,
  name_en: 'Animal, vegetable or microbial fats and oils',
  name_ar: 'الشحوم والدهون والزيوت الحيوانية أو النباتية',
};
const heading: HsPathStep = {
  code: '1509',
  level: 4,
  name_en: 'Olive oil and its fractions',
  name_ar: 'زيت الزيتون وأجزاؤه',
};
const subheading: HsCodeResult = {
  code: '150920',
  level: 6,
  name_en: 'Extra virgin olive oil',
  name_ar: 'زيت الزيتون وأجزاؤه',
  name_ar_of_heading: true,
  path: [section, chapter, heading],
};

describe('the name a page shows', () => {
  it('is the English name on English pages', () => {
    expect(shownName(heading, 'en')).toEqual({ text: 'Olive oil and its fractions', lang: 'en' });
    expect(shownName(subheading, 'en')).toEqual({ text: 'Extra virgin olive oil', lang: 'en' });
  });

  it('is the Arabic name on Arabic pages', () => {
    expect(shownName(heading, 'ar')).toEqual({ text: 'زيت الزيتون وأجزاؤه', lang: 'ar' });
  });

  it("shows a subheading's heading's Arabic name with the subheading's own English text", () => {
    expect(shownName(subheading, 'ar')).toEqual({
      text: 'زيت الزيتون وأجزاؤه',
      lang: 'ar',
      english: 'Extra virgin olive oil',
    });
  });

  it("shows the English text alone under the heading's page, whose title is the Arabic name", () => {
    expect(shownName(subheading, 'ar', { underHeading: true })).toEqual({
      text: 'Extra virgin olive oil',
      lang: 'en',
    });
    // A subheading staff gave an Arabic name of its own shows it.
    const named = { ...subheading, name_ar: 'زيت زيتون بكر ممتاز', name_ar_of_heading: false };
    expect(shownName(named, 'ar', { underHeading: true })).toEqual({
      text: 'زيت زيتون بكر ممتاز',
      lang: 'ar',
    });
  });

  it('marks an English name as English on an Arabic page when there is no Arabic one', () => {
    expect(shownName({ ...heading, name_ar: '' }, 'ar')).toEqual({
      text: 'Olive oil and its fractions',
      lang: 'en',
    });
  });
});

describe("a code's path trail", () => {
  it('names each level and links each step to its page of the tree', () => {
    expect(codeTrail(subheading.path, 'en')).toEqual([
      {
        level: 'section',
        code: 'III',
        href: '/hs-finder/browse/III',
        name: shownName(section, 'en'),
      },
      {
        level: 'chapter',
        code: '15',
        href: '/hs-finder/browse/15',
        name: shownName(chapter, 'en'),
      },
      {
        level: 'heading',
        code: '15.09',
        href: '/hs-finder/browse/1509',
        name: shownName(heading, 'en'),
      },
    ]);
  });

  it("writes a subheading's code as customs do and keeps its heading's Arabic name", () => {
    expect(trailStepOf(subheading, 'ar')).toMatchObject({
      level: 'subheading',
      code: '1509.20',
      href: hsNodePath('150920'),
      name: { text: 'زيت الزيتون وأجزاؤه', english: 'Extra virgin olive oil' },
    });
    expect([0, 2, 4, 6].map(levelNameOf)).toEqual(['section', 'chapter', 'heading', 'subheading']);
  });
});

describe("the finder page's request", () => {
  const keys = LIST_VIEW_KEYS.hsFinder;
  const viewOf = (query: string) => listViewOf(new URLSearchParams(query), keys);

  it('is the start without a query, and a search from its first page with one', () => {
    expect(finderRequestOf({})).toEqual({ state: 'start' });
    expect(finderRequestOf(viewOf('q=olive+oil'))).toEqual({
      state: 'search',
      q: 'olive oil',
      page: 1,
    });
    expect(finderRequestOf(viewOf('q=15.09&page=3'))).toEqual({
      state: 'search',
      q: '15.09',
      page: 3,
    });
  });

  it("reads a page past the finder's last as its last", () => {
    expect(finderRequestOf(viewOf('q=oil&page=900'))).toMatchObject({ page: 100 });
  });

  it('refuses a query longer than the view keeps instead of searching its start', () => {
    const long = 'زيت زيتون بكر ممتاز معبأ في عبوات زجاجية سعة سبعمائة وخمسين مليلترًا للتصدير';
    expect(long.length).toBeGreaterThan(LIST_VIEW_VALUE_MAX);
    const view = viewOf(new URLSearchParams({ q: long }).toString());
    expect(view.q).toHaveLength(LIST_VIEW_VALUE_MAX + 1);
    expect(finderRequestOf(view)).toMatchObject({ state: 'tooLong' });
    // Exactly as long as a view keeps is a search.
    const fits = 'a'.repeat(LIST_VIEW_VALUE_MAX);
    expect(finderRequestOf(viewOf(`q=${fits}`))).toMatchObject({ state: 'search', q: fits });
  });

  it("keeps the refused query's view a segment the route reads back, other lists still cut", () => {
    const long = `q=${'olive'.repeat(30)}`;
    const view = viewOf(long);
    expect(parseListViewSegment(listViewSegment(view, keys), keys)).toEqual(view);
    const events = listViewOf(new URLSearchParams(long), LIST_VIEW_KEYS.events);
    expect(events.q).toHaveLength(LIST_VIEW_VALUE_MAX);
  });

  it('names the fullest Arabic view in a file name a disk can hold', () => {
    const q = 'زيت زيتون بكر ممتاز معبأ في عبوات زجاجية للتصدير إلى الأسواق الأوروبية والخليجية';
    const view = viewOf(new URLSearchParams({ q, page: '1000' }).toString());
    expect(view).toEqual({ q: q.slice(0, LIST_VIEW_VALUE_MAX + 1).trim(), page: '1000' });
    const segment = listViewSegment(view, keys);
    expect(new TextEncoder().encode(`${segment}.segments`).length).toBeLessThanOrEqual(255);
  });

  it('is the address the proxy rewrites /hs-finder and /ar/hs-finder onto', () => {
    expect(routeListView('/hs-finder', new URLSearchParams(''))).toEqual({
      type: 'rewrite',
      locale: 'en',
      path: '/en/views/hs-finder/all',
    });
    const routed = routeListView('/ar/hs-finder', new URLSearchParams('q=زيت زيتون&page=2'));
    expect(routed).toMatchObject({ type: 'rewrite', locale: 'ar' });
    const segment = routed?.path.split('/').at(-1) ?? '';
    expect(parseListViewSegment(segment, keys)).toEqual({ q: 'زيت زيتون', page: '2' });
    expect(routeListView(`/views/hs-finder/${segment}`, new URLSearchParams(''))).toEqual({
      type: 'redirect',
      path: `/hs-finder?${new URLSearchParams({ q: 'زيت زيتون', page: '2' })}`,
    });
  });
});
