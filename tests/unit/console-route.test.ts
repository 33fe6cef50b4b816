import { describe, expect, it } from 'vitest';

import { RETURN_ADDRESS_MAX_LENGTH } from '@/lib/constants';
import {
  consoleAddressIn,
  consoleLoginPath,
  routeConsole,
  safeConsoleRedirect,
} from '@/lib/navigation/console-path';

// Issue 24: the console's language link keeps the page shown, with its query, in the other language.
describe('a console address in the other language', () => {
  it('keeps the page and its query', () => {
    expect(consoleAddressIn('/ar/admin/members/12', 'en')).toBe('/admin/members/12');
    expect(consoleAddressIn('/admin/audit?action=member.vip&page=2', 'ar')).toBe(
      '/ar/admin/audit?action=member.vip&page=2',
    );
    expect(consoleAddressIn('/ar/admin', 'en')).toBe('/admin');
    expect(consoleAddressIn('/admin/', 'ar')).toBe('/ar/admin');
    expect(consoleAddressIn('/ar/admin/members?q=%D8%B3%D9%84%D9%85%D9%89', 'en')).toBe(
      '/admin/members?q=%D8%B3%D9%84%D9%85%D9%89',
    );
  });

  it('moves the sign-in page’s return address to the same language', () => {
    expect(consoleAddressIn('/ar/admin/login?redirect=%2Far%2Fadmin%2Fmembers%3Fq%3Dx', 'en')).toBe(
      '/admin/login?redirect=%2Fadmin%2Fmembers%3Fq%3Dx',
    );
    // A return address that is no console page is left for the sign-in to refuse.
    expect(consoleAddressIn('/admin/login?redirect=https%3A%2F%2Fevil.example', 'ar')).toBe(
      '/ar/admin/login?redirect=https%3A%2F%2Fevil.example',
    );
  });

  it('goes to the dashboard from an address outside the console', () => {
    expect(consoleAddressIn('/news?page=2', 'ar')).toBe('/ar/admin');
    expect(consoleAddressIn('', 'en')).toBe('/admin');
    expect(routeConsole('/ar/admin/audit')).toEqual({ locale: 'ar', path: '/console/ar/audit' });
  });
});

// Issue 36: the return address of a long console address made the sign-in redirect's Location long.
describe('the console sign-in’s return address', () => {
  const longest = `/admin/members?q=${'a'.repeat(RETURN_ADDRESS_MAX_LENGTH - 17)}`;

  it('goes along up to the length the sign-in follows', () => {
    expect(longest).toHaveLength(RETURN_ADDRESS_MAX_LENGTH);
    expect(consoleLoginPath('en', longest)).toBe(
      `/admin/login?redirect=${encodeURIComponent(longest)}`,
    );
    expect(safeConsoleRedirect(longest, 'en')).toBe(longest);
  });

  it('is left out, and not followed, past it', () => {
    expect(consoleLoginPath('ar', `${longest}a`)).toBe('/ar/admin/login');
    expect(safeConsoleRedirect(`${longest}a`, 'en')).toBe('/admin');
  });
});
