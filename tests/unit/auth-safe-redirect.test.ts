import { describe, expect, it } from 'vitest';

import { redirectTarget, safeRedirect } from '@/lib/session/safe-redirect';

describe('safeRedirect (part 1 §2.8)', () => {
  it.each([
    '/',
    '/profile',
    '/ar/profile',
    '/news?page=2&sort=date-asc',
    '/search/olive%20oil',
    `/ar/pages/120-${encodeURIComponent('دليل')}`,
    '/my-products#list',
  ])('keeps the path on this site %s', (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    '//evil.example',
    '///evil.example',
    'https://evil.example',
    'http://evil.example/profile',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,hi',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%09/evil.example',
    '/%E0%A4%A',
    'profile',
    'evil.example',
    '',
  ])('sends %j home', (value) => {
    expect(safeRedirect(value)).toBe('/');
  });

  it('sends anything but a string home', () => {
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect(['/profile'])).toBe('/');
    expect(safeRedirect({ toString: () => '/profile' })).toBe('/');
  });

  it('refuses overlong values', () => {
    expect(safeRedirect(`/${'a'.repeat(3000)}`)).toBe('/');
  });

  it('sends a refused or missing redirect to the Home of the page language', () => {
    expect(redirectTarget('/ar/profile', 'ar')).toBe('/ar/profile');
    expect(redirectTarget('//evil.example', 'ar')).toBe('/ar');
    expect(redirectTarget(undefined, 'ar')).toBe('/ar');
    expect(redirectTarget('https://evil.example', 'en')).toBe('/');
  });
});
