import { beforeEach, describe, expect, it, vi } from 'vitest';

import { createMember, createStaff } from './helpers/accounts';
import { testApiForFile } from './helpers/test-api';

// Issue 29: the preview routes turn Next's draft mode on and off for the editor's browser (the
// switch is Next's own, outside a Next request here: recorded instead) and go to a page of the
// site, never to another address.

const switched = vi.hoisted(() => [] as boolean[]);
vi.mock('@/lib/preview/draft-switch', () => ({
  switchDraftMode: async (on: boolean) => void switched.push(on),
}));

const api = testApiForFile();

const get = (path: string, headers: Record<string, string> = {}) =>
  api.request(path, { headers, redirect: 'manual' });

beforeEach(() => {
  switched.length = 0;
});

describe('GET /api/staff/preview', () => {
  it('turns the preview on for an editor and goes to the page, in either language', async () => {
    const editor = await createStaff(api, 'editor');
    for (const path of ['/news/12-exports-rise', '/ar/news/12-exports-rise', '/ar?tab=2']) {
      const answer = await get(
        `/api/staff/preview?path=${encodeURIComponent(path)}`,
        editor.bearer,
      );
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe(path);
      expect(answer.headers.get('cache-control')).toMatch(/no-store/);
    }
    expect(switched).toEqual([true, true, true]);
  });

  it('keeps an Arabic path as it was sent, encoded', async () => {
    const admin = await createStaff(api, 'admin');
    const path = `/ar/pages/${encodeURIComponent('من-نحن')}`;
    const answer = await get(`/api/staff/preview?path=${encodeURIComponent(path)}`, admin.bearer);
    expect(answer.headers.get('location')).toBe(path);
  });

  it('refuses any address that is not a page of this site (422) and turns nothing on', async () => {
    const editor = await createStaff(api, 'editor');
    for (const path of [
      'https://evil.example/',
      '//evil.example/news',
      '/\\evil.example',
      'javascript:alert(1)',
      'news/12',
      '/api/staff/news',
      '/admin/news',
      '/news/%0d%0aSet-Cookie:x',
      '',
    ]) {
      const answer = await get(
        `/api/staff/preview?path=${encodeURIComponent(path)}`,
        editor.bearer,
      );
      expect(answer.status, path).toBe(path.includes('%0d') ? 302 : 422);
      if (answer.status === 302) expect(answer.headers.get('location')).toBe(path);
    }
    expect(switched.every(Boolean)).toBe(true);
    expect(switched.length).toBe(1);
  });

  it('refuses an officer and a member (403) and a visitor (401)', async () => {
    const path = '/api/staff/preview?path=%2Fnews';
    expect((await get(path, (await createStaff(api, 'officer')).bearer)).status).toBe(403);
    expect((await get(path, (await createMember(api)).bearer)).status).toBe(403);
    expect((await get(path)).status).toBe(401);
    expect(switched).toEqual([]);
  });
});

describe('GET /api/staff/preview/exit', () => {
  it('turns the preview off and goes back to the page named, else the page it came from', async () => {
    const editor = await createStaff(api, 'editor');
    const named = await get('/api/staff/preview/exit?path=%2Far%2Fnews', editor.bearer);
    expect(named.status).toBe(302);
    expect(named.headers.get('location')).toBe('/ar/news');
    const back = await get('/api/staff/preview/exit', {
      ...editor.bearer,
      Host: 'localhost',
      Referer: 'http://localhost/news/12-exports?x=1',
    });
    expect(back.headers.get('location')).toBe('/news/12-exports?x=1');
    const elsewhere = await get('/api/staff/preview/exit?path=https%3A%2F%2Fevil.example', {
      ...editor.bearer,
      Referer: 'https://evil.example/page',
      'Accept-Language': 'ar',
    });
    expect(elsewhere.headers.get('location')).toBe('/ar');
    expect(switched).toEqual([false, false, false]);
  });

  it('refuses a visitor (401)', async () => {
    expect((await get('/api/staff/preview/exit')).status).toBe(401);
  });
});
