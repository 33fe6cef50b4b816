import { describe, expect, it } from 'vitest';

import type { FtaCountry } from '@/features/agreements/schemas';
import { drawMap } from '@/features/agreements/server/map-drawing';
import { ftaCountriesSeed } from '@/lib/db/seed/agreements/fta-countries';
import { countriesSeed } from '@/lib/db/seed/lookups/countries';
import { alpha2OfNumeric, numericOfAlpha2 } from '@/lib/geo/country-codes';

// part 2 "Free trade agreements map" drawn on the server: the seeded country pages coloured by
// their code, the small ones marked (part 2's list, or a bounding area under 100), the rest grey.

const pages = ftaCountriesSeed.filter((page) => page.visible) as unknown as FtaCountry[];
const drawing = drawMap(pages);
const byCode = new Map(drawing.countries.map((country) => [country.code, country]));

describe('drawMap', () => {
  it('colours the United States black, Canada red and the others dark green', () => {
    expect(byCode.get('US')!.colour).toBe('us');
    expect(byCode.get('CA')!.colour).toBe('ca');
    expect(byCode.get('DE')!.colour).toBe('agreement');
    expect(byCode.get('US')!.d).toMatch(/^M/);
  });

  it('marks the small countries, drawn or not by the atlas', () => {
    for (const code of ['SG', 'MT', 'BH', 'LI']) {
      expect(byCode.get(code)?.d, code).toBeNull();
      expect(byCode.get(code)?.marker, code).not.toBeNull();
    }
    for (const code of ['CY', 'LU', 'LB', 'PS', 'QA', 'KW']) {
      expect(byCode.get(code)?.d, code).toMatch(/^M/);
      expect(byCode.get(code)?.marker, code).not.toBeNull();
    }
    for (const code of ['US', 'CA', 'DE', 'SA', 'EG', 'DZ']) {
      expect(byCode.get(code)?.marker, code).toBeNull();
    }
  });

  it('maps every visible page once and leaves the others grey', () => {
    expect(drawing.countries).toHaveLength(pages.length);
    expect(byCode.has('TR')).toBe(false);
    expect(drawing.land.length).toBeGreaterThan(100);
    expect(drawing.width).toBe(1600);
    expect(drawing.height).toBeGreaterThan(600);
    expect(drawing.height).toBeLessThan(900);
    for (const country of drawing.countries) {
      const point = country.marker;
      if (!point) continue;
      expect(point.x).toBeGreaterThanOrEqual(0);
      expect(point.x).toBeLessThanOrEqual(drawing.width);
      expect(point.y).toBeGreaterThanOrEqual(0);
      expect(point.y).toBeLessThanOrEqual(drawing.height);
    }
  });

  it('keeps its markup small: whole units, under 100,000 characters of paths', () => {
    const length = [...drawing.land, ...drawing.countries.map((country) => country.d ?? '')].join(
      '',
    ).length;
    expect(length).toBeLessThan(100_000);
    expect(drawing.land.join('')).not.toMatch(/\d\.\d/);
  });
});

describe('the ISO 3166-1 codes (lib/geo/country-codes.ts)', () => {
  it('name every country of the countries list, both ways', () => {
    for (const country of countriesSeed) {
      const code = alpha2OfNumeric(country.id);
      expect(code, country.name_eng).toMatch(/^[A-Z]{2}$/);
      expect(numericOfAlpha2(code!)).toBe(country.id);
    }
    expect(alpha2OfNumeric(400)).toBe('JO');
    expect(numericOfAlpha2('us')).toBe(840);
    expect(numericOfAlpha2('XX')).toBeUndefined();
  });
});
