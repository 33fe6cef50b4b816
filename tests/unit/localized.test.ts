import { describe, expect, it } from 'vitest';

import { isArabicText, pick } from '@/lib/i18n/localized';

describe('pick', () => {
  const record = {
    title_eng: 'Export Guide',
    title_ara: 'دليل التصدير',
    subtitle_eng: 'Steps',
    subtitle_ara: '',
  };

  it('reads the field of the locale', () => {
    expect(pick(record, 'title', 'en')).toBe('Export Guide');
    expect(pick(record, 'title', 'ar')).toBe('دليل التصدير');
  });

  it('falls back to English when the Arabic is empty', () => {
    expect(pick(record, 'subtitle', 'ar')).toBe('Steps');
  });

  it('knows the _en/_ar, _ENG/_ARA and url/url_ara pairs', () => {
    expect(
      pick({ meta_description_en: 'a', meta_description_ar: 'ب' }, 'meta_description', 'ar'),
    ).toBe('ب');
    expect(pick({ DESCRIPTION_ENG: 'a', DESCRIPTION_ARA: 'ب' }, 'DESCRIPTION', 'ar')).toBe('ب');
    expect(pick({ url: 'export-guide', url_ara: 'دليل-التصدير' }, 'url', 'ar')).toBe(
      'دليل-التصدير',
    );
    expect(pick({ url: 'export-guide', url_ara: 'دليل-التصدير' }, 'url', 'en')).toBe(
      'export-guide',
    );
  });

  it('answers an empty string for a missing field', () => {
    expect(pick(record, 'content', 'en')).toBe('');
  });
});

describe('isArabicText', () => {
  it('detects Arabic script', () => {
    expect(isArabicText('دليل-التصدير')).toBe(true);
    expect(isArabicText('export-guide')).toBe(false);
  });
});
