import { describe, expect, it } from 'vitest';

import type { Sponsor } from '@/features/sponsors/schemas';
import { safeFileHref, safeWebUrl, sponsorLinks } from '@/features/sponsors/sponsor-links';

const sponsor: Sponsor = {
  id: 1,
  image: '/images/sponsors/sponsor-1.svg',
  DESCRIPTION_ENG: 'Bank',
  DESCRIPTION_ARA: 'بنك',
  TARIFF_ENG: '',
  TARIFF_ARA: '',
  TARIFF_FILE: 'uploads/sponsors/tariff.pdf',
  TARIFF_FILE_ARA: '',
  link: 'https://bank.example',
  link_ara: 'https://bank.example/ar',
  date_end: '2027-12-31',
  status: 1,
  meta_description_en: '',
  meta_description_ar: '',
};

describe('sponsor links', () => {
  it('keeps only http(s) website addresses', () => {
    expect(safeWebUrl(' https://bank.example ')).toBe('https://bank.example/');
    for (const value of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', '', 'bank']) {
      expect(safeWebUrl(value), value).toBeNull();
    }
  });

  it('keeps files on this site or on the web, nothing else', () => {
    expect(safeFileHref('/files/a.pdf')).toBe('/files/a.pdf');
    expect(safeFileHref('files/a.pdf')).toBe('/files/a.pdf');
    expect(safeFileHref('https://cdn.example/a.pdf')).toBe('https://cdn.example/a.pdf');
    for (const value of ['', 'javascript:alert(1)', '//evil.example/a.pdf', 'JaVaScRiPt:x']) {
      expect(safeFileHref(value), value).toBeNull();
    }
  });

  it('picks the website and file of the locale, English when the Arabic is empty', () => {
    expect(sponsorLinks(sponsor, 'en')).toEqual({
      website: 'https://bank.example/',
      file: '/uploads/sponsors/tariff.pdf',
    });
    expect(sponsorLinks({ ...sponsor, TARIFF_FILE_ARA: '/ar.pdf' }, 'ar')).toEqual({
      website: 'https://bank.example/ar',
      file: '/ar.pdf',
    });
    expect(sponsorLinks({ ...sponsor, link_ara: '' }, 'ar').file).toBe(
      '/uploads/sponsors/tariff.pdf',
    );
  });
});
