import { describe, expect, it } from 'vitest';

import {
  E_SERVICE_GROUPS,
  E_SERVICES_PAGE_ID,
  E_SERVICES_PATH,
  eServicePageIds,
  eServicePath,
} from '@/app/[locale]/_compositions/e-services/e-services';
import { exportToolsChildren } from '@/lib/db/seed/content/export-tools';
import { menuChildrenSeed } from '@/lib/db/seed/menu-children';
import { menuPagesSeed } from '@/lib/db/seed/menu-pages';
import type { Locale } from '@/lib/i18n/routing';
import { pageHref, type LinkedMenuChild } from '@/lib/navigation/menu-links';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

// Issue 36: the E-Services page's table of services, and the menu that leads there.

const SERVICES = E_SERVICE_GROUPS.flatMap((group) => group.services);

describe('the online services table', () => {
  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)('has every group and service written in %s', (_lang, messages) => {
    const texts = messages.EServices;
    for (const group of E_SERVICE_GROUPS) {
      expect(texts.groups[group.key as keyof typeof texts.groups]).toMatch(/\S/);
    }
    for (const service of SERVICES) {
      const text = texts.services[service.key as keyof typeof texts.services];
      expect(text?.title, service.key).toMatch(/\S/);
      expect(text?.description, service.key).toMatch(/\S/);
    }
    // No text for a service the table does not list.
    expect(Object.keys(texts.services).sort()).toEqual(SERVICES.map((s) => s.key).sort());
  });

  it('names each service once', () => {
    expect(new Set(SERVICES.map((service) => service.key)).size).toBe(SERVICES.length);
  });

  it('leads to a content page by its address in the menus, with its tab', () => {
    const links = { 130: '/pages/130-الخدمات', 190: '/pages/190-contact-us' };
    expect(eServicePath({ page: 130, query: '?tab=2' }, links)).toBe('/pages/130-الخدمات?tab=2');
    expect(eServicePath({ page: 190 }, links)).toBe('/pages/190-contact-us');
    // A page the menus no longer hold: its number, which the content route still serves.
    expect(eServicePath({ page: 800 }, links)).toBe('/pages/800');
    expect(eServicePath({ path: '/international-events' }, links)).toBe('/international-events');
    expect(eServicePageIds()).toEqual([190, 130, 140, 800, 170, 120]);
  });

  it('leads only to content pages a fresh database has', () => {
    const seeded = new Set(menuChildrenSeed.map((child) => child.a_id));
    for (const id of eServicePageIds()) expect(seeded, `page ${id}`).toContain(id);
  });
});

describe('the seeded menus (issue 36)', () => {
  const childrenOf = (pageId: number): LinkedMenuChild[] =>
    menuChildrenSeed
      .filter((child) => child.page_id === pageId)
      .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0) || a.id - b.id)
      .map((child) => ({
        id: child.id,
        a_id: child.a_id ?? null,
        menu_id: child.menu_id,
        url: child.url ?? '',
        url_ara: child.url_ara ?? '',
        link: child.link ?? null,
        link_ara: child.link_ara ?? null,
      }));
  const hrefOf = (pageId: number, locale: Locale) => {
    const item = menuPagesSeed.find((page) => page.id === pageId)!;
    return pageHref(
      { link: item.link ?? null, link_ara: item.link_ara ?? null, childs: childrenOf(pageId) },
      locale,
    );
  };

  it.each(['en', 'ar'] as const)('lead "E-Services" to the online services in %s', (locale) => {
    expect(hrefOf(11, locale)).toEqual({ href: E_SERVICES_PATH, external: false });
  });

  it('give the page its banner and text by its content id', () => {
    const entries = menuChildrenSeed.filter((child) => child.a_id === E_SERVICES_PAGE_ID);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ page_id: 11, link: E_SERVICES_PATH });
  });

  it('lead no top or utility item to the under-construction page', () => {
    const items = menuPagesSeed.filter((page) => page.menu_id === 1 || page.menu_id === 2);
    for (const item of items) {
      for (const locale of ['en', 'ar'] as const) {
        expect(hrefOf(item.id, locale).href, item.title_eng).not.toBe('/page-under-construction');
      }
    }
  });
});

describe('the export tools (issue 45)', () => {
  it('lists on the E-Services page every tool of the menus’ "Export tools" entry', () => {
    const tools = E_SERVICE_GROUPS.find((group) => group.key === 'tools')!.services;
    const paths = tools.map((service) => eServicePath(service.target, {}));
    expect(paths).toEqual(exportToolsChildren.map((child) => child.link));
    expect(tools.every((service) => !service.signIn)).toBe(true);
  });
});
