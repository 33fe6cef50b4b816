import { describe, expect, it } from 'vitest';

import { sitePath } from '@/lib/preview/site-path';

describe('sitePath', () => {
  it('keeps a page of the site with its query', () => {
    expect(sitePath('/news/12-exports')).toBe('/news/12-exports');
    expect(sitePath('/ar/news/12-%D8%A3')).toBe('/ar/news/12-%D8%A3');
    expect(sitePath('/faq?tab=2')).toBe('/faq?tab=2');
    expect(sitePath('/')).toBe('/');
  });

  it('refuses other addresses, the API and the console', () => {
    for (const value of [
      undefined,
      '',
      'news',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/api/staff/news',
      '/admin',
      '/_next/static/x.js',
      '/news\n',
    ]) {
      expect(sitePath(value), String(value)).toBeNull();
    }
  });
});
