import { describe, expect, it } from 'vitest';

import { menuLinksFor, STAFF_AREAS } from '@/lib/auth/staff-areas';
import { STAFF_ROLES } from '@/lib/auth/staff-roles';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

type Tree = { [key: string]: string | Tree };
const catalogues = { en, ar } as unknown as Record<'en' | 'ar', { Console: Tree }>;

const ARABIC = /[\u0600-\u06FF]/;

// Issue 24 "every label of the console in both languages": the shell names each area of its menu
// and each role in the page's language, and its 403 and 404 pages have their words.
describe("the console's shell in both languages", () => {
  for (const locale of ['en', 'ar'] as const) {
    const shell = catalogues[locale].Console;
    it(`names every area of the menu and every role in ${locale}`, () => {
      const nav = shell.nav as Tree;
      const roles = shell.roles as Tree;
      for (const area of STAFF_AREAS.filter((entry) => entry.page !== null)) {
        expect(nav[area.key], area.key).toEqual(expect.any(String));
        if (locale === 'ar') expect(nav[area.key]).toMatch(ARABIC);
      }
      // The further pages an area lists in the menu (the screening's hit queue, issue 56).
      for (const link of menuLinksFor('admin')) {
        expect(nav[link.key], link.key).toEqual(expect.any(String));
        if (locale === 'ar') expect(nav[link.key]).toMatch(ARABIC);
      }
      for (const role of STAFF_ROLES) {
        expect(roles[role], role).toEqual(expect.any(String));
        if (locale === 'ar') expect(roles[role]).toMatch(ARABIC);
      }
    });

    it(`has the 403 and 404 pages' words in ${locale}`, () => {
      for (const page of ['forbidden', 'notFound']) {
        const words = shell[page] as Tree;
        expect(Object.keys(words).length, page).toBeGreaterThan(0);
        for (const text of Object.values(words)) {
          expect(text).toEqual(expect.any(String));
          if (locale === 'ar') expect(text).toMatch(ARABIC);
        }
      }
    });
  }

  it('links to the other language in that language', () => {
    expect(catalogues.en.Console.otherLanguage).toMatch(ARABIC);
    expect(catalogues.ar.Console.otherLanguage).toBe('English');
  });
});
