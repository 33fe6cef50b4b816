import { describe, expect, it } from 'vitest';

import { RETURN_ADDRESS_MAX_LENGTH } from '@/lib/constants';
import { localePath } from '@/lib/i18n/locale-path';
import {
  isMemberRoute,
  loginHrefFor,
  loginPathFor,
  splitLocale,
} from '@/lib/session/member-routes';
import { safeRedirect } from '@/lib/session/safe-redirect';

describe('member routes (part 3 §2)', () => {
  it.each([
    '/profile',
    '/profile/',
    '/profile/user-enquiries',
    '/profile/my-company/4/edit',
    '/edit-profile',
    '/add-product',
    '/add-service',
    '/my-company',
    '/my-products',
    '/my-services',
    '/ar/profile',
    '/ar/profile/my-products/7/edit',
    '/ar/my-services',
  ])('needs a login: %s', (path) => {
    expect(isMemberRoute(path)).toBe(true);
  });

  it.each([
    '/',
    '/ar',
    '/news',
    '/profiles',
    '/my-products-list',
    '/auth/login',
    '/ar/auth/register',
    '/pages/120-export-guide',
    '/login',
    '/arprofile',
  ])('is public: %s', (path) => {
    expect(isMemberRoute(path)).toBe(false);
  });

  it('splits the locale prefix', () => {
    expect(splitLocale('/ar/profile')).toEqual({ locale: 'ar', path: '/profile' });
    expect(splitLocale('/ar')).toEqual({ locale: 'ar', path: '/' });
    expect(splitLocale('/profile')).toEqual({ locale: 'en', path: '/profile' });
    expect(splitLocale('/arabic')).toEqual({ locale: 'en', path: '/arabic' });
  });

  it('prefixes Arabic paths', () => {
    expect(localePath('/profile', 'ar')).toBe('/ar/profile');
    expect(localePath('/', 'ar')).toBe('/ar');
    expect(localePath('/profile', 'en')).toBe('/profile');
  });

  it('builds the login path with the page to return to, in each locale', () => {
    expect(loginPathFor('/profile', 'en')).toBe('/auth/login?redirect=%2Fprofile');
    expect(loginPathFor('/my-products?page=2', 'ar')).toBe(
      '/ar/auth/login?redirect=%2Far%2Fmy-products%3Fpage%3D2',
    );
  });

  // Issue 25: the header's link sent an Arabic visitor back to the English page.
  it.each([
    ['/news', 'ar', '/auth/login?redirect=%2Far%2Fnews'],
    ['/', 'ar', '/auth/login?redirect=%2Far'],
    [
      '/pages/130-market-information?tab=5',
      'en',
      '/auth/login?redirect=%2Fpages%2F130-market-information%3Ftab%3D5',
    ],
    ['/', 'en', '/auth/login?redirect=%2F'],
  ] as const)('returns from %s in %s to that page in its language', (path, locale, href) => {
    expect(loginHrefFor(path, locale)).toBe(href);
    // With its own prefix for a plain redirect; next-intl's Link and router add it to the href.
    expect(loginPathFor(path, locale)).toBe(locale === 'ar' ? `/ar${href}` : href);
  });

  // Issue 36: a return address the login would not follow made the redirect's Location long.
  it('leaves out a return address longer than the login follows', () => {
    const longest = `/my-products?q=${'a'.repeat(RETURN_ADDRESS_MAX_LENGTH - 15)}`;
    expect(longest).toHaveLength(RETURN_ADDRESS_MAX_LENGTH);
    expect(loginHrefFor(longest, 'en')).toBe(`/auth/login?redirect=${encodeURIComponent(longest)}`);
    expect(safeRedirect(longest)).toBe(longest);
    const tooLong = `${longest}a`;
    expect(safeRedirect(tooLong)).toBe('/');
    expect(loginHrefFor(tooLong, 'en')).toBe('/auth/login');
    expect(loginPathFor(tooLong, 'ar')).toBe('/ar/auth/login');
    // Arabic: the prefix counts, as it is part of the address the login returns to.
    expect(loginHrefFor(longest, 'ar')).toBe('/auth/login');
  });

  it('keeps an Arabic slug in the return address, encoded once', () => {
    const slug = encodeURI('/pages/120-دليل-التصدير');
    expect(loginHrefFor(slug, 'ar')).toBe(
      `/auth/login?redirect=${encodeURIComponent(`/ar${slug}`)}`,
    );
  });
});
