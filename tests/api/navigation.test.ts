import { describe, expect, it } from 'vitest';

import type {
  MenuChildDetail,
  MenuChildSummary,
  MenuPageWithChildren,
} from '@/features/content/schemas';

import { json, testApiForFile } from './helpers/test-api';

type ErrorBody = { message: string; errors: Record<string, string[]> };

const api = testApiForFile();

describe('GET /api/menu-1-pages/{menu}', () => {
  it('lists the top navigation pages with their children in menu order', async () => {
    const response = await api.request('/api/menu-1-pages/1');
    expect(response.status).toBe(200);
    const pages = await json<MenuPageWithChildren[]>(response);
    expect(pages.map((page) => page.id)).toEqual([4, 5, 6, 7, 8, 9, 11, 20]);
    expect(pages.every((page) => page.menu_id === 1)).toBe(true);
    const exporters = pages.find((page) => page.id === 4)!;
    expect(exporters.title_ara).toMatch(/[\u0600-\u06FF]/);
    expect(exporters.childs.map((child) => [child.id, child.a_id])).toEqual(
      expect.arrayContaining([
        [13, 120],
        [14, 130],
      ]),
    );
  });

  it('answers an empty list for a menu without pages', async () => {
    const response = await api.request('/api/menu-1-pages/99');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('rejects a menu id that is not a number with 422 and errors by field', async () => {
    const response = await api.request('/api/menu-1-pages/abc');
    expect(response.status).toBe(422);
    const body = await json<ErrorBody>(response);
    expect(body.message).toBe('The given data was invalid.');
    expect(body.errors.menu?.[0]).toMatch(/number/);
  });
});

describe('GET /api/menu-1-children/{id}', () => {
  it('answers the page with its slug, banner fields and page_belongs', async () => {
    const response = await api.request('/api/menu-1-children/14');
    expect(response.status).toBe(200);
    const child = await json<MenuChildDetail>(response);
    expect(child).toMatchObject({ id: 14, a_id: 130, url: 'market-information', page_id: 4 });
    expect(child.page_belongs).toMatchObject({ id: 4, title_eng: 'Exporters' });
    expect(child.image).toMatch(/^\/images\//);
    expect(child.content_ara.length).toBeGreaterThan(50);
  });

  it('answers 404 in the error shape for an unknown page', async () => {
    const response = await api.request('/api/menu-1-children/99999');
    expect(response.status).toBe(404);
    expect(await json<ErrorBody>(response)).toMatchObject({
      message: 'Not found.',
      errors: {},
    });
  });

  it('answers 422 for a zero or negative id', async () => {
    expect((await api.request('/api/menu-1-children/0')).status).toBe(422);
    expect((await api.request('/api/menu-1-children/-3')).status).toBe(422);
  });
});

describe('GET /api/menu-1-children-by-page/{page}?menu_id=', () => {
  it('lists the children of a footer column (page 1 of menu 3)', async () => {
    const response = await api.request('/api/menu-1-children-by-page/1?menu_id=3');
    expect(response.status).toBe(200);
    const children = await json<MenuChildSummary[]>(response);
    expect(children.length).toBeGreaterThan(0);
    expect(children.every((child) => child.menu_id === 3 && child.page_id === 1)).toBe(true);
    expect(children.map((child) => child.url)).toContain('site-map');
  });

  it('answers an empty list when the page is not in that menu', async () => {
    const response = await api.request('/api/menu-1-children-by-page/1?menu_id=1');
    expect(await response.json()).toEqual([]);
  });

  it('requires menu_id', async () => {
    const response = await api.request('/api/menu-1-children-by-page/1');
    expect(response.status).toBe(422);
    expect(Object.keys((await json<ErrorBody>(response)).errors)).toEqual(['menu_id']);
  });
});

describe('GET /api/menu-1-children-all and /api/menu-1-tree/{menu}', () => {
  it('lists every menu page of every menu', async () => {
    const children = await json<MenuChildSummary[]>(await api.request('/api/menu-1-children-all'));
    const menus = new Set(children.map((child) => child.menu_id));
    expect([...menus].sort()).toEqual([1, 2, 3]);
    expect(children.filter((child) => child.a_id !== null).map((child) => child.a_id)).toEqual(
      expect.arrayContaining([90, 91, 100, 120, 130, 140, 150, 160, 170, 190, 240, 800, 810]),
    );
  });

  it('answers the navigation tree of menu 2', async () => {
    const pages = await json<MenuPageWithChildren[]>(await api.request('/api/menu-1-tree/2'));
    expect(pages.map((page) => page.id)).toEqual([10, 12, 14]);
    expect(pages[0]?.childs.some((child) => child.a_id === 100)).toBe(true);
  });
});

describe('GET /api/social-media and /api/contact-us', () => {
  it('lists the social links with an image and a link', async () => {
    const links = await json<{ name: string; image: string; link: string }[]>(
      await api.request('/api/social-media'),
    );
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const link of links) {
      expect(link.image).toMatch(/^\/images\/social\/.+\.svg$/);
      expect(link.link).toMatch(/^https:\/\//);
    }
  });

  it('lists the offices in both languages', async () => {
    const offices = await json<Record<string, string>[]>(await api.request('/api/contact-us'));
    expect(offices.length).toBeGreaterThanOrEqual(1);
    for (const office of offices) {
      expect(office.email).toMatch(/@/);
      expect(office.name_ara).toMatch(/[\u0600-\u06FF]/);
      expect(Object.keys(office)).toEqual(
        expect.arrayContaining([
          'name',
          'name_ara',
          'email',
          'phone',
          'phone_ara',
          'link',
          'link_ara',
          'image',
        ]),
      );
    }
  });
});
