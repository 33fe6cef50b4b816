import { describe, expect, it } from 'vitest';

import { languageNames, sectorNames } from '@/features/experts/expert-labels';
import { expertMatches } from '@/features/experts/expert-search';
import { expertsSearchHref } from '@/features/experts/experts-path';
import {
  directoryPage,
  joinPools,
  poolFilterOf,
  poolsMatching,
} from '@/features/experts/pool-directory';
import type { Expert, Pool } from '@/features/experts/schemas';

const expert = (id: number, name: string, nameAr = '', expertise = ''): Expert => ({
  id,
  FULL_NAME: name,
  FULL_NAME_ARA: nameAr,
  TITLE_ENG: '',
  TITLE_ARA: '',
  DESCRIPTION_ENG: '',
  DESCRIPTION_ARA: '',
  EXPERTISE_ENG: expertise,
  EXPERTISE_ARA: '',
  sectors: [],
  languages: [],
});
const pool = (id: number, experts: number[]): Pool => ({
  id,
  NAME_ENG: `Pool ${id}`,
  NAME_ARA: `مجموعة ${id}`,
  DESCRIPTION_ENG: '',
  DESCRIPTION_ARA: '',
  experts,
});

const EXPERTS = [
  expert(1, 'Rami Haddad', 'رامي حداد', 'Export strategy'),
  expert(2, 'Aya Mansour', 'آية منصور', 'E-commerce'),
  expert(3, 'Omar Masri', 'عمر المصري', 'Gulf markets'),
  expert(4, 'Dana Odeh', 'دانا عودة', 'HACCP'),
];
const POOLS = [pool(1, [1, 3]), pool(2, [2, 3, 99])];

describe('expertMatches', () => {
  it('finds every word in names or expertise, in either language and case', () => {
    expect(expertMatches(EXPERTS[0]!, 'RAMI export')).toBe(true);
    expect(expertMatches(EXPERTS[0]!, 'رامي')).toBe(true);
    expect(expertMatches(EXPERTS[1]!, 'ايه')).toBe(true);
    expect(expertMatches(EXPERTS[0]!, 'rami gulf')).toBe(false);
    expect(expertMatches(EXPERTS[0]!, '   ')).toBe(true);
    expect(expertMatches(EXPERTS[0]!, undefined)).toBe(true);
  });

  it('compares normalised text: hamza, tashkeel, accents and spaces do not matter', () => {
    const ahmad = expert(5, 'Zoë Ahmad', 'أحمد الخطيب');
    for (const search of ['احمد', 'أحمد', 'اَحمد', '  zoe\tAHMAD ', 'الخطيب']) {
      expect(expertMatches(ahmad, search)).toBe(true);
    }
  });
});

describe('joinPools', () => {
  it('reverses the pools and joins their experts in order, leaving unknown ids out', () => {
    expect(joinPools(POOLS, EXPERTS).map((g) => [g.pool.id, g.experts.map((e) => e.id)])).toEqual([
      [2, [2, 3]],
      [1, [1, 3]],
    ]);
  });
});

describe('directoryPage', () => {
  const ids = (page: ReturnType<typeof directoryPage>) =>
    page.groups.map((g) => [g.pool?.id ?? null, g.experts.map((e) => e.id)]);

  it('shows the pools newest first, then the experts in no pool', () => {
    const page = directoryPage(POOLS, EXPERTS, {});
    expect(ids(page)).toEqual([
      [2, [2, 3]],
      [1, [1, 3]],
      [null, [4]],
    ]);
    expect(page).toMatchObject({ total: 5, page: 1, pageCount: 1 });
  });

  it('filters by text and by pool; an unknown pool is empty', () => {
    expect(ids(directoryPage(POOLS, EXPERTS, { search: 'omar' }))).toEqual([
      [2, [3]],
      [1, [3]],
    ]);
    expect(ids(directoryPage(POOLS, EXPERTS, { pool: 1 }))).toEqual([[1, [1, 3]]]);
    expect(directoryPage(POOLS, EXPERTS, { pool: 0 })).toMatchObject({ groups: [], total: 0 });
  });

  it('pages by expert across the pools and shows the last page past the end', () => {
    const second = directoryPage(POOLS, EXPERTS, { page: 2 }, 2);
    expect(ids(second)).toEqual([[1, [1, 3]]]);
    expect(directoryPage(POOLS, EXPERTS, { page: 9 }, 2)).toMatchObject({ page: 3, pageCount: 3 });
  });
});

describe('poolsMatching', () => {
  it('keeps the pools of matching experts, with only those', () => {
    expect(poolsMatching(POOLS, EXPERTS, 'aya').map((p) => [p.id, p.experts])).toEqual([[2, [2]]]);
    expect(poolsMatching(POOLS, EXPERTS, '')).toEqual(POOLS);
  });
});

describe('the page’s small rules', () => {
  it('reads a pool filter', () => {
    expect(poolFilterOf(undefined)).toBeUndefined();
    expect(poolFilterOf('3')).toBe(3);
    expect(poolFilterOf('x')).toBe(0);
    expect(poolFilterOf('03')).toBe(0);
  });

  it('names sectors and languages in the page’s language', () => {
    const sectors = [{ iid: 3, name_eng: 'Food Processing', name_ara: 'الصناعات الغذائية' }];
    expect(sectorNames([3, 77], sectors, 'ar')).toEqual(['الصناعات الغذائية']);
    expect(languageNames(['ar', 'fr'], 'en')).toEqual(['Arabic', 'French']);
    expect(languageNames(['en'], 'ar')).toEqual(['الإنجليزية']);
  });

  it('links a search to the list', () => {
    expect(expertsSearchHref('Rami Haddad')).toBe('/pool-of-experts?search=Rami+Haddad');
  });
});
