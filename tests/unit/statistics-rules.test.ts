import { describe, expect, it } from 'vitest';

import { chartKindOf } from '@/features/statistics/chart-kind';
import { chartLayout } from '@/features/statistics/chart-layout';
import { hsCodeProblem, isTypedCode } from '@/features/statistics/hs-code-rule';
import { localizedDigits } from '@/features/statistics/localized-digits';
import { hsCodeSchema } from '@/features/statistics/schemas';
import { matchesHsCode, matchesTree, matchesWords } from '@/features/statistics/statistic-filters';
import { placeOf, treeOrder, withDescendants } from '@/features/statistics/statistic-tree';
import { infographicSvg } from '@/lib/charts/infographic-svg';

// Issue 26: the interactive data's pure rules.

const TREE = [
  { id: 3, name: 'Jordan', parent_id: 2 },
  { id: 1, name: 'World', parent_id: null },
  { id: 2, name: 'Middle East', parent_id: 1 },
  { id: 4, name: 'Asia', parent_id: 1 },
  { id: 5, name: 'India', parent_id: 4 },
  { id: 9, name: 'Orphan', parent_id: 77 },
];

describe('the trees (part 2 §3 "parent chains with name")', () => {
  it('orders a tree depth first with each node’s depth; an unknown parent makes a root', () => {
    expect(treeOrder(TREE).map((node) => [node.name, node.depth, node.parent_id])).toEqual([
      ['World', 0, null],
      ['Middle East', 1, 1],
      ['Jordan', 2, 2],
      ['Asia', 1, 1],
      ['India', 2, 4],
      ['Orphan', 0, null],
    ]);
  });

  it('survives a cycle', () => {
    const cycle = [
      { id: 1, name: 'A', parent_id: 2 },
      { id: 2, name: 'B', parent_id: 1 },
    ];
    expect(treeOrder(cycle)).toEqual([]);
    expect(placeOf(cycle, 1)).toEqual({ id: 1, name: 'A', parents: [{ id: 2, name: 'B' }] });
  });

  it('a node with the nodes under it; a place with its parents, nearest first', () => {
    expect([...withDescendants(TREE, 1)].sort()).toEqual([1, 2, 3, 4, 5]);
    expect([...withDescendants(TREE, 4)].sort()).toEqual([4, 5]);
    expect(placeOf(TREE, 3)).toEqual({
      id: 3,
      name: 'Jordan',
      parents: [
        { id: 2, name: 'Middle East' },
        { id: 1, name: 'World' },
      ],
    });
    expect(placeOf(TREE, 42)).toBeNull();
  });
});

describe('the filters', () => {
  const record = {
    identifier: '1001',
    title_eng: 'Jordan’s phosphate exports',
    title_ara: 'صادرات الأردن من الفوسفات',
    subject_eng: '',
    subject_ara: 'قيمة الصادرات',
    description_eng: '',
    description_ara: '',
    publishers: [{ title: 'Provider', title_ara: 'المزوّد' }],
    hs_codes: ['2510'],
  };

  it('every word must be found, in either language, however it is spelt', () => {
    expect(matchesWords(record, undefined)).toBe(true);
    expect(matchesWords(record, '  ')).toBe(true);
    expect(matchesWords(record, 'PHOSPHATE jordan')).toBe(true);
    expect(matchesWords(record, 'phosphate potash')).toBe(false);
    expect(matchesWords(record, 'الفوسفات الاردن')).toBe(true);
    expect(matchesWords(record, '2510')).toBe(true);
  });

  it('a tree filter and an HS code (the code, under it, or its heading)', () => {
    expect(matchesTree([3], null)).toBe(true);
    expect(matchesTree([3], new Set([2, 3]))).toBe(true);
    expect(matchesTree([], new Set([2]))).toBe(false);
    expect(matchesHsCode(['3104'], '31')).toBe(true);
    expect(matchesHsCode(['3104'], '310420')).toBe(true);
    expect(matchesHsCode(['3104'], '3105')).toBe(false);
    expect(matchesHsCode([], undefined)).toBe(true);
  });
});

describe('the HS code rule (part 2 §5: "Max 6 characters")', () => {
  it.each([
    ['', null],
    ['31', null],
    [' 310420 ', null],
    ['3104201', 'rules.max6'],
    ['31a', 'rules.digits'],
    ['abcdefgh', 'rules.max6'],
    // Written as the HS finder reads codes (issue 37).
    ['15.09', null],
    ['1509 20', null],
    ['٣١٠٤', null],
    ['1509.20.10', 'rules.max6'],
  ])('%j → %s, as the API says', (value, problem) => {
    expect(hsCodeProblem(value)).toBe(problem);
    const parsed = hsCodeSchema.safeParse(value);
    if (problem === null) expect(parsed.success || value === '').toBe(true);
    else expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([problem]);
  });
});
describe('when the data centre says the code is too long (issue 37)', () => {
  it('says it as a code is typed, and waits for Search while words are typed to find one', () => {
    expect(isTypedCode('3104201')).toBe(true);
    expect(isTypedCode('1509.20.10')).toBe(true);
    expect(isTypedCode('olive oil')).toBe(false);
    expect(isTypedCode('زيت زيتون')).toBe(false);
  });
});

describe('the chart', () => {
  const chart = {
    kind: 'bar' as const,
    unit: 'USD million',
    data: { categories: ['2023', 'Iraq'], series: [{ name: 'Exports', data: [1234.5, 7] }] },
  };

  it('reads a run of years as a line and anything else as bars, unless told', () => {
    expect(chartKindOf(['2019', '2020', '2021', '2022'])).toBe('line');
    expect(chartKindOf(['2021', '2022', '2023'])).toBe('bar');
    expect(chartKindOf(['Q1 2024', 'Q2 2024', 'Q3 2024', 'Q4 2024'])).toBe('line');
    expect(chartKindOf(['US', 'India', 'Iraq', 'EU'])).toBe('bar');
    expect(chartKindOf(['2019', '2020', '2021', '2022'], 'bar')).toBe('bar');
  });

  it('is mirrored in Arabic, with Arabic digits', () => {
    const english = chartLayout(chart, 'en');
    expect(english).toMatchObject({
      reverse: false,
      valueAxis: 'left',
      categories: ['2023', 'Iraq'],
    });
    expect(english.format(1234.5)).toBe('1,234.5');
    const arabic = chartLayout(chart, 'ar');
    expect(arabic).toMatchObject({
      reverse: true,
      valueAxis: 'right',
      categories: ['٢٠٢٣', 'Iraq'],
    });
    expect(arabic.format(1234.5)).toBe('١٬٢٣٤٫٥');
    expect(arabic.format(null)).toBe('');
  });

  it('writes a label’s numbers in the page’s digits, years ungrouped', () => {
    expect(localizedDigits('2019–2024', 'ar')).toBe('٢٠١٩–٢٠٢٤');
    expect(localizedDigits('2018 to 2023', 'en')).toBe('2018 to 2023');
    expect(localizedDigits('Q1 2024', 'ar')).toBe('Q١ ٢٠٢٤');
  });
});

describe('an infographic drawn from its numbers', () => {
  const input = {
    title: 'Exports <by> "market" & more',
    subtitle: 'Exports · USD million',
    categories: ['United States', 'India'],
    values: [2050, 90.25],
    note: 'Sample data',
  };

  it('is an SVG document with its texts escaped and its numbers in the language', () => {
    const english = infographicSvg({ ...input, locale: 'en' });
    expect(english).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(english).toContain('Exports &lt;by&gt; &quot;market&quot; &amp; more');
    expect(english).toContain('2,050');
    expect(english).toContain('direction="ltr"');
    const arabic = infographicSvg({
      ...input,
      categories: ['الولايات المتحدة', 'الهند'],
      locale: 'ar',
    });
    expect(arabic).toContain('direction="rtl"');
    expect(arabic).toContain('٢٬٠٥٠');
    expect(arabic).not.toMatch(/<script/i);
  });

  it('draws the longest bar full width and the others to scale, right to left in Arabic', () => {
    const bars = (svg: string) =>
      [...svg.matchAll(/<rect x="([\d.]+)" y="[\d.]+" width="([\d.]+)"/g)].map(
        (match) => [Number(match[1]), Number(match[2])] as const,
      );
    const [first, second] = bars(infographicSvg({ ...input, locale: 'en' }));
    expect(second![1]).toBeCloseTo((first![1] * 90.25) / 2050, 0);
    const [arabicFirst] = bars(infographicSvg({ ...input, locale: 'ar' }));
    // Its right end sits where the English bar's left end would, mirrored.
    expect(arabicFirst![0] + arabicFirst![1]).toBeCloseTo(800 - first![0], 0);
  });
});
