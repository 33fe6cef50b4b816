import { describe, expect, it } from 'vitest';

import { resolveSitePath } from '@/features/content/resolve-site-path';
import { listMenuTree } from '@/features/content/server/queries';

import { LISTED_PATHS, MOVED_LISTED_PATHS } from '../fixtures/listed-paths';

import { testApiForFile } from './helpers/test-api';

const api = testApiForFile();
const trees = () => Promise.all([1, 2, 3].map((menu) => listMenuTree(api.db, menu)));
const resolve = async (path: string, locale: 'en' | 'ar' = 'en') =>
  resolveSitePath(path.split('/').filter(Boolean), await trees(), locale);

describe('the listed paths of the specification (part 1 §2.1)', () => {
  it.each(LISTED_PATHS)('%s leads to a content page in both languages', async (path) => {
    const [english, arabic] = await Promise.all([resolve(path), resolve(path, 'ar')]);
    expect(english).toMatch(
      /^\/(pages|menu-1|menu-3)\/\d+-[^/]+$|^\/(pages|menu-1)\/\d+-[^/]+\?tab=\d$/,
    );
    expect(arabic).toMatch(/^\/(pages|menu-1|menu-3)\/\d+-/);
    expect(arabic).not.toBe(english);
  });

  it.each([
    ['/contact-us', '/pages/190-contact-us'],
    ['/faqs-for-exporters', '/pages/100-faq-for-exporters'],
    ['/exporters/export-guide', '/pages/120-export-guide'],
    ['/international-buyers', '/pages/160-international-buyers'],
    ['/report-your-case', '/pages/800-report-your-case'],
    ['/market-information/publications-catalogue', '/pages/130-market-information?tab=1'],
  ])('%s opens %s', async (path, target) => {
    expect(await resolve(path)).toBe(target);
  });

  it.each(Object.entries(MOVED_LISTED_PATHS))(
    '%s leads to its list %s in both languages',
    async (path, target) => {
      expect(await resolve(path)).toBe(target);
      expect(await resolve(path, 'ar')).toBe(target);
    },
  );

  it('reads the Arabic url too and answers the Arabic slug', async () => {
    const english = await resolve('/contact-us', 'ar');
    expect(english).toMatch(/^\/pages\/190-/);
    const slug = decodeURIComponent(english?.split('190-')[1] ?? '');
    expect(await resolve(`/${slug}`, 'ar')).toBe(english);
  });

  it.each(['/no-such-page', '/exporters/no-such-page', '/a/b/c', '/contact-us/extra/segments'])(
    '%s names no page',
    async (path) => {
      expect(await resolve(path)).toBeNull();
    },
  );
});
