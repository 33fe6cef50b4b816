import { describe, expect, it } from 'vitest';

import { consoleAddressIn, routeConsole } from '@/lib/navigation/console-path';

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
