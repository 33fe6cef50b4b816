import { describe, expect, it } from 'vitest';

import { negotiateRootLocale } from '@/lib/i18n/negotiate-root-locale';

describe('negotiateRootLocale (spec README: the bare root with no cookie)', () => {
  it.each([
    [null, 'ar'],
    ['', 'ar'],
    ['fr-FR,fr;q=0.9', 'ar'],
    ['en-US,en;q=0.9', 'en'],
    ['ar-JO,ar;q=0.9,en;q=0.8', 'ar'],
    ['en;q=0.5,ar;q=0.9', 'ar'],
    ['fr,en;q=0.8', 'en'],
    ['de;q=0.9,ar;q=0.3,en;q=0.2', 'ar'],
    ['en;q=0', 'ar'],
  ])('Accept-Language %j → %s', (header, expected) => {
    expect(negotiateRootLocale(header)).toBe(expected);
  });
});
