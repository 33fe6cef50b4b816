import { NextRequest, NextResponse } from 'next/server';
import { describe, expect, it, vi } from 'vitest';

import {
  localeCookie,
  NEGOTIATED_COOKIE,
  NEGOTIATED_MAX_AGE_SECONDS,
  storedLocaleOverride,
} from '@/lib/i18n/locale-memory';

// part 3 "Locale handling" (issue 36): the chosen locale is kept in a cookie and in local storage;
// with nothing stored the bare root is negotiated (spec README).

vi.mock('next-intl/middleware', () => import('./helpers/intl-middleware'));

const { default: proxy } = await import('@/proxy');

describe('storedLocaleOverride: a home page chosen without the cookie gives way to storage', () => {
  const page = { locale: 'en' as const, pathname: '/', negotiated: true, stored: 'ar' };

  it('goes to the stored language from a negotiated home page', () => {
    expect(storedLocaleOverride(page)).toBe('ar');
    expect(storedLocaleOverride({ ...page, locale: 'ar', pathname: '/ar', stored: 'en' })).toBe(
      'en',
    );
  });

  it('stays when the cookie decided, storage agrees or holds nothing valid', () => {
    expect(storedLocaleOverride({ ...page, negotiated: false })).toBeNull();
    expect(storedLocaleOverride({ ...page, stored: 'en' })).toBeNull();
    expect(storedLocaleOverride({ ...page, stored: null })).toBeNull();
    expect(storedLocaleOverride({ ...page, stored: 'fr' })).toBeNull();
  });

  it('leaves every other page in the language its address names', () => {
    expect(storedLocaleOverride({ ...page, pathname: '/news' })).toBeNull();
    expect(storedLocaleOverride({ ...page, locale: 'ar', pathname: '/ar/news' })).toBeNull();
  });

  it('writes the cookie for a year, site-wide', () => {
    expect(localeCookie('ar')).toBe('NEXT_LOCALE=ar; path=/; max-age=31536000; samesite=lax');
  });
});

describe('the proxy marks a bare root it negotiated', () => {
  const run = (headers: Record<string, string>, path = '/') =>
    proxy(new NextRequest(`https://portal.test${path}`, { headers }));
  const mark = (response: NextResponse) => response.cookies.get(NEGOTIATED_COOKIE);

  it('marks both outcomes of a negotiation, for a minute', () => {
    const arabic = run({ 'accept-language': 'ar' });
    expect(arabic.headers.get('location')).toBe('https://portal.test/ar');
    expect(mark(arabic)).toMatchObject({ value: '1', maxAge: NEGOTIATED_MAX_AGE_SECONDS });
    const english = run({ 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.headers.get('location')).toBeNull();
    expect(mark(english)).toMatchObject({ value: '1', path: '/' });
  });

  it('leaves the cookie’s choice and every other address unmarked', () => {
    expect(mark(run({ cookie: 'NEXT_LOCALE=ar', 'accept-language': 'en' }))).toBeUndefined();
    expect(mark(run({ cookie: 'NEXT_LOCALE=en', 'accept-language': 'ar' }))).toBeUndefined();
    expect(mark(run({ 'accept-language': 'ar' }, '/ar'))).toBeUndefined();
    expect(mark(run({ 'accept-language': 'ar' }, '/news'))).toBeUndefined();
  });
});
