import { describe, expect, it } from 'vitest';

import { downloadName } from '@/features/publications/download-name';
import {
  catalogueHsCode,
  catalogueQueryOf,
  catalogueSearch,
  hasFilters,
  NO_FILTERS,
  orderCountries,
} from '@/features/publications/publication-filters';
import {
  fileAddress,
  gatedAreaOf,
  gatedFileUrl,
  gatedKeyOf,
  isGatedKey,
} from '@/lib/storage/gated-files';

// Issue 26: the catalogue's address (filters and page), GMK's country pinned first, the names of
// the downloads and the gated files' addresses.

describe('the catalogue’s address', () => {
  it('reads repeated and comma-separated filters, leaving out what is not an id or a year', () => {
    const query = catalogueQueryOf(
      new URLSearchParams(
        'tab=1&country=682&country=276,abc&sector=0&sector=3&year=2026&year=20x6&q= olive &page=2',
      ),
    );
    expect(query).toEqual({
      country: [682, 276],
      sector: [3],
      year: ['2026'],
      q: 'olive',
      hs: '',
      page: 2,
    });
    expect(catalogueQueryOf(new URLSearchParams('page=-3')).page).toBe(1);
  });

  it('reads an HS code in any spelling as its digits, and leaves out what is not one (issue 37)', () => {
    const hsOf = (value: string) => catalogueQueryOf(new URLSearchParams({ hs: value })).hs;
    expect(hsOf('1509')).toBe('1509');
    expect(hsOf(' 15.09 ')).toBe('1509');
    expect(hsOf('١٥٠٩ ٢٠')).toBe('150920');
    expect(hsOf('olive')).toBe('');
    expect(hsOf('1509201')).toBe('');
    expect(hsOf('1')).toBe('');
    expect(catalogueHsCode('1509.20')).toBe('150920');
    expect(catalogueHsCode('olive oil')).toBeNull();
    expect(catalogueSearch({ ...NO_FILTERS, hs: '1509', page: 1 }, { tab: '1' })).toBe(
      '?tab=1&hs=1509',
    );
    expect(hasFilters({ ...NO_FILTERS, hs: '1509' })).toBe(true);
  });

  it('writes each value as its own key, the page from 2, the kept values first', () => {
    const query = {
      country: [682, 276],
      sector: [],
      year: ['2026'],
      q: 'dates & figs',
      hs: '',
      page: 1,
    };
    expect(catalogueSearch(query, { tab: '1' })).toBe(
      '?tab=1&country=682&country=276&year=2026&q=dates+%26+figs',
    );
    expect(catalogueSearch({ ...NO_FILTERS, page: 3 })).toBe('?page=3');
    expect(catalogueSearch({ ...NO_FILTERS, page: 1 })).toBe('');
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, year: ['2025'] })).toBe(true);
  });

  it('pins the country coded GMK first, then Jordan, the others by name in the language', () => {
    const countries = [
      { id: 682, code_3: 'SAU', name_eng: 'Saudi Arabia', name_ara: 'المملكة العربية السعودية' },
      { id: 400, code_3: 'JOR', name_eng: 'Jordan', name_ara: 'الأردن' },
      { id: 276, code_3: 'DEU', name_eng: 'Germany', name_ara: 'ألمانيا' },
      { id: 999, code_3: 'gmk', name_eng: 'Global markets', name_ara: 'الأسواق العالمية' },
    ];
    expect(orderCountries(countries, 'en').map((c) => c.id)).toEqual([999, 400, 276, 682]);
    expect(orderCountries(countries, 'ar').map((c) => c.id)).toEqual([999, 400, 276, 682]);
    expect(orderCountries(countries.slice(0, 3), 'en').map((c) => c.id)).toEqual([400, 276, 682]);
  });
});

describe('gated files and their downloads', () => {
  it('names a download after the English title, -ar for the Arabic edition', () => {
    expect(downloadName('Saudi Arabia market brief: processed food', 'en')).toBe(
      'saudi-arabia-market-brief-processed-food.pdf',
    );
    expect(downloadName('Türkiye: demand for phosphate & potash', 'ar')).toBe(
      'turkiye-demand-for-phosphate-potash-ar.pdf',
    );
    expect(downloadName('تقرير', 'en')).toBe('publication.pdf');
  });

  it('maps gated keys to their download addresses and back', () => {
    const key = 'gated/publications/ab12.pdf';
    expect(isGatedKey(key)).toBe(true);
    expect(isGatedKey('publications/ab12.webp')).toBe(false);
    expect(gatedFileUrl(key)).toBe('/api/files/publications/ab12.pdf');
    expect(gatedKeyOf('publications/ab12.pdf')).toBe(key);
    expect(gatedAreaOf(key)).toBe('publications');
    expect(fileAddress(key)).toBe('/api/files/publications/ab12.pdf');
    expect(fileAddress('/files/guide/step-1-en.pdf')).toBe('/files/guide/step-1-en.pdf');
  });
});
