import { describe, expect, it } from 'vitest';

import { STORED_HS_CODE_PATTERN } from '@/features/statistics/constants';
import { statisticInputSchema } from '@/features/statistics/staff-schemas';
import {
  statisticGeolocationsSeed,
  statisticIndustriesSeed,
} from '@/lib/db/seed/market/statistic-trees';
import { statisticsSeed } from '@/lib/db/seed/market/statistics';

// Issue 26: the interactive data's 40 sample items are bilingual, marked as sample data, name
// nodes of the trees, and each is a statistic the console would accept.

const ARABIC = /[\u0600-\u06FF]/;

describe('the statistics seed', () => {
  it('holds about 40 items of the three types, with unique identifiers', () => {
    expect(statisticsSeed).toHaveLength(40);
    const count = (type: string) => statisticsSeed.filter((row) => row.type === type).length;
    expect([count('statistics'), count('studies'), count('infographics')]).toEqual([24, 8, 8]);
    const identifiers = statisticsSeed.map((row) => row.identifier);
    expect(new Set(identifiers).size).toBe(40);
    expect(identifiers[0]).toBe('1001');
  });

  it('is bilingual, Arabic written with Arabic-Indic digits', () => {
    for (const row of statisticsSeed) {
      for (const field of ['title', 'subject', 'description'] as const) {
        const arabic = row[`${field}_ara`] ?? '';
        expect(row[`${field}_eng`], `${row.identifier} ${field}`).not.toBe('');
        expect(arabic, `${row.identifier} ${field}_ara`).toMatch(ARABIC);
        expect(arabic, `${row.identifier} ${field}_ara`).not.toMatch(/[0-9]/);
      }
    }
  });

  it('marks every item as sample data, in its comment and its publisher, in both languages', () => {
    for (const row of statisticsSeed) {
      expect(row.comment_eng).toMatch(/^Sample data/);
      expect(row.comment_ara).toContain('بيانات تجريبية');
      expect(row.publishers?.[0]?.title).toContain('sample data');
      expect(row.publishers?.[0]?.title_ara).toContain('بيانات تجريبية');
    }
  });

  it('names only nodes of the trees, and HS codes of 2 to 6 digits', () => {
    const industries = new Set(statisticIndustriesSeed.map((node) => node.id));
    const geolocations = new Set(statisticGeolocationsSeed.map((node) => node.id));
    for (const row of statisticsSeed) {
      expect(
        row.industries?.every((id) => industries.has(id)),
        row.identifier,
      ).toBe(true);
      expect(
        row.geolocations?.every((id) => geolocations.has(id)),
        row.identifier,
      ).toBe(true);
      expect(row.hs_codes?.every((code) => STORED_HS_CODE_PATTERN.test(code))).toBe(true);
    }
    for (const node of [...statisticIndustriesSeed, ...statisticGeolocationsSeed]) {
      expect(node.name_ara).toMatch(ARABIC);
    }
  });

  it('every item is one the console would accept', () => {
    for (const row of statisticsSeed) {
      const chart = row.chart ?? null;
      const input = {
        type: row.type,
        title_eng: row.title_eng,
        title_ara: row.title_ara,
        subject_eng: row.subject_eng,
        subject_ara: row.subject_ara,
        date: row.date,
        publishers: row.publishers,
        survey_period: row.survey_period,
        comment_eng: row.comment_eng,
        comment_ara: row.comment_ara,
        description_eng: row.description_eng,
        description_ara: row.description_ara,
        premium: row.premium,
        published: true,
        industries: row.industries,
        geolocations: row.geolocations,
        hs_codes: row.hs_codes,
        chart: chart && {
          kind: chart.kind ?? 'bar',
          unit_eng: chart.unit_eng ?? '',
          unit_ara: chart.unit_ara ?? '',
          categories: chart.data.categories,
          categories_ara: chart.categories_ara ?? [],
          series: chart.data.series.map((series) => ({
            name: series.name,
            name_ara: series.name_ara ?? '',
            data: series.data,
          })),
        },
      };
      const parsed = statisticInputSchema.safeParse(input);
      expect(parsed.error?.issues ?? [], row.identifier).toEqual([]);
    }
  });

  it('infographics name their pictures by language; the others none', () => {
    for (const row of statisticsSeed) {
      if (row.type === 'infographics') {
        expect(row.image_url).toBe(`/api/uploads/seed/statistics/${row.identifier}-{lang}.svg`);
      } else {
        expect(row.image_url).toBe('');
      }
    }
  });
});
