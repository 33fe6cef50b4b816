import { describe, expect, it } from 'vitest';

import { LOOKUPS, OTHER_OPTION_ID, toLookupOptions } from '@/features/lookups/lookup-options';

const entries = [
  { id: 818, en: 'Egypt', ar: 'مصر' },
  { id: 400, en: 'Jordan', ar: 'الأردن' },
  { id: 248, en: 'Åland Islands', ar: 'جزر آلاند' },
  { id: 8, en: 'Albania', ar: '' },
  { id: 788, en: 'Tunisia', ar: 'تونس' },
];

describe('toLookupOptions', () => {
  it('labels in English and sorts by the English collation (accents do not push a name last)', () => {
    expect(toLookupOptions(entries, 'en')).toEqual([
      { id: 248, label: 'Åland Islands' },
      { id: 8, label: 'Albania' },
      { id: 818, label: 'Egypt' },
      { id: 400, label: 'Jordan' },
      { id: 788, label: 'Tunisia' },
    ]);
  });

  it('labels in Arabic, falls back to English when the Arabic is empty, sorts in Arabic order', () => {
    const options = toLookupOptions(entries, 'ar');
    expect(options.find((option) => option.id === 8)?.label).toBe('Albania');
    const arabic = options.filter((option) => option.id !== 8).map((option) => option.label);
    expect(arabic).toEqual(['الأردن', 'تونس', 'جزر آلاند', 'مصر']);
    const collator = new Intl.Collator('ar', { sensitivity: 'base', numeric: true });
    const labels = options.map((option) => option.label);
    expect(labels).toEqual([...labels].sort(collator.compare));
  });

  it('treats a blank Arabic name as missing and trims labels', () => {
    expect(toLookupOptions([{ id: 1, en: ' Importer ', ar: '   ' }], 'ar')).toEqual([
      { id: 1, label: 'Importer' },
    ]);
  });

  it('keeps "Other" last whatever its name sorts as', () => {
    const withOther = [
      { id: OTHER_OPTION_ID, en: 'Other', ar: 'أخرى' },
      { id: 2, en: 'Sales Manager', ar: 'مدير المبيعات' },
      { id: 1, en: 'Export Manager', ar: 'مدير التصدير' },
    ];
    expect(toLookupOptions(withOther, 'en').map((option) => option.id)).toEqual([1, 2, 99]);
    expect(toLookupOptions(withOther, 'ar').map((option) => option.id)).toEqual([1, 2, 99]);
  });
});

describe('LOOKUPS schemas', () => {
  it('read each API shape into id, en and ar', () => {
    expect(
      LOOKUPS.countries.schema.parse([
        { id: 400, name_eng: 'Jordan', name_ara: 'الأردن', code_3: 'JOR' },
      ]),
    ).toEqual([{ id: 400, en: 'Jordan', ar: 'الأردن' }]);
    expect(
      LOOKUPS.industries.schema.parse([
        { iid: 7, name_eng: 'ICT', name_ara: 'الاتصالات', image: '', kind: 'services' },
      ]),
    ).toEqual([{ id: 7, en: 'ICT', ar: 'الاتصالات' }]);
    expect(
      LOOKUPS['industries-for-products'].schema.parse([
        { iid: 3, name_eng: 'Food', name_ara: 'الأغذية', image: '', kind: 'products' },
      ]),
    ).toEqual([{ id: 3, en: 'Food', ar: 'الأغذية' }]);
    expect(
      LOOKUPS.positions.schema.parse([
        { id: 3, name: 'Export Manager', name_translations: { en: '', ar: 'مدير التصدير' } },
      ]),
    ).toEqual([{ id: 3, en: 'Export Manager', ar: 'مدير التصدير' }]);
    const named = [
      'type_of_client',
      'type_of_barriers',
      'titles',
      'company-types',
      'governorates',
      'international-buyers-location-types',
    ] as const;
    for (const kind of named) {
      expect(LOOKUPS[kind].schema.parse([{ id: 1, name_eng: 'A', name_ara: 'أ' }])).toEqual([
        { id: 1, en: 'A', ar: 'أ' },
      ]);
    }
  });

  it('rejects an answer of the wrong shape', () => {
    expect(() => LOOKUPS.countries.schema.parse([{ id: '400', name_eng: 'Jordan' }])).toThrow();
    expect(() => LOOKUPS.industries.schema.parse({ data: [] })).toThrow();
  });

  it('point at the API paths the specification names', () => {
    expect(
      Object.fromEntries(Object.entries(LOOKUPS).map(([kind, { path }]) => [kind, path])),
    ).toEqual({
      countries: '/countries',
      industries: '/industries',
      positions: '/positions',
      type_of_client: '/type_of_client',
      type_of_barriers: '/type_of_barriers',
      titles: '/titles',
      'company-types': '/company-types',
      governorates: '/governorates',
      'international-buyers-location-types': '/international-buyers-location-types',
      'industries-for-products': '/industries-for-products',
      'industries-for-services': '/industries-for-services',
    });
  });
});
