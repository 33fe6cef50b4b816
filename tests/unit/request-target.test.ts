import { describe, expect, it } from 'vitest';

import { badRequestAnswer } from '@/scripts/server/bad-request.mjs';
import {
  checkRequestTarget,
  isApiTarget,
  localeOfTarget,
  MAX_TARGET_LENGTH,
} from '@/scripts/server/request-target.mjs';

describe('checkRequestTarget: what the portal server refuses before Next (issue 10)', () => {
  it.each([
    '/%ff',
    '/news/%ff',
    '/pages/%ff',
    '/search/%ff',
    '/api/news/%ff',
    '/api/uploads/%ff',
    '/ar/%E0%A4',
    '/news?page=%ff',
    '/search/50%',
  ])('%s has a malformed encoding', (target) => {
    expect(checkRequestTarget(target)).toBe('malformed-encoding');
  });

  it.each(['/search/%00', '/news/1%01', '/api/news?sort=%7f', '/pages/%0b'])(
    '%s names a control character',
    (target) => {
      expect(checkRequestTarget(target)).toBe('control-character');
    },
  );

  it.each([
    '/',
    '/ar',
    '/search/%25',
    '/search/50%25',
    '/search/%2500',
    '/search/a.b',
    '/ar/pages/120-%D8%AF%D9%84%D9%8A%D9%84',
    '/news?page=2&sort=date-asc',
    '/search/line%0Abreak',
    '/api/news/1',
  ])('%s is well formed', (target) => {
    expect(checkRequestTarget(target)).toBeNull();
  });

  // Issue 36: an answer carries the address in its headers (a redirect's Location): a longer one
  // than the portal serves made them too large for the proxy in front (502).
  it('refuses a target longer than 6 KB as too long, whatever it holds', () => {
    expect(MAX_TARGET_LENGTH).toBe(6144);
    const longest = `/search/${'a'.repeat(MAX_TARGET_LENGTH - '/search/'.length)}`;
    expect(checkRequestTarget(longest)).toBeNull();
    expect(checkRequestTarget(`${longest}a`)).toBe('too-long');
    expect(checkRequestTarget(`/news?page=2&x=${'%25'.repeat(2100)}`)).toBe('too-long');
  });

  it('answers a target too long with 414, in the API’s shape or as a page in its language', () => {
    const api = badRequestAnswer({
      api: true,
      locale: 'ar',
      requestId: 'r-3',
      problem: 'too-long',
    });
    expect(api.status).toBe(414);
    expect(JSON.parse(api.body)).toMatchObject({ errors: {}, request_id: 'r-3' });
    expect(JSON.parse(api.body).message).toMatch(/[\u0600-\u06FF]/);
    const page = badRequestAnswer({
      api: false,
      locale: 'en',
      requestId: 'r-4',
      problem: 'too-long',
    });
    expect(page.status).toBe(414);
    expect(page.headers['Cache-Control']).toBe('no-store');
    expect(page.body).toContain('414 · Address too long');
    expect(page.body).toContain('lang="en"');
    // Arabic-Indic digits on the Arabic page.
    const arabic = badRequestAnswer({
      api: false,
      locale: 'ar',
      requestId: 'r-5',
      problem: 'too-long',
    });
    expect(arabic.body).toContain('<h1>٤١٤ · العنوان طويل جداً</h1>');
    expect(arabic.body).toContain('dir="rtl"');
  });

  it('answers the API in its JSON shape and pages in HTML, in the path language', () => {
    expect(isApiTarget('/api/news/%ff')).toBe(true);
    expect(isApiTarget('/apinews')).toBe(false);
    expect(localeOfTarget('/ar/news/%ff')).toBe('ar');
    expect(localeOfTarget('/arabic')).toBe('en');
    const api = badRequestAnswer({ api: true, locale: 'en', requestId: 'r-1' });
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body)).toEqual({
      message: expect.any(String),
      errors: {},
      request_id: 'r-1',
    });
    const page = badRequestAnswer({ api: false, locale: 'ar', requestId: 'r-2' });
    expect(page.headers['Content-Type']).toMatch(/text\/html/);
    expect(page.body).toContain('dir="rtl"');
    expect(page.body).toContain('href="/ar"');
  });
});
