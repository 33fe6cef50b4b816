import 'server-only';

import type { FooterColumn, NavItem, SocialItem } from '@/components/layout/nav-types';
import { cachedQuery } from '@/lib/cache/cached-query';
import { CACHE_TAGS } from '@/lib/cache/tags';
import type { Db } from '@/lib/db/types';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import { childHref, pageHref } from '@/lib/navigation/menu-links';

import type { MenuPageWithChildren } from '../schemas';

import { listMenuTree, listSocialMedia } from './queries';

export type LayoutData = {
  topNavigation: NavItem[];
  /** The drawer's items after the top navigation's (it shows both). */
  secondaryNavigation: NavItem[];
  footerColumns: FooterColumn[];
  social: SocialItem[];
};

const TOP_MENU = 1;
const SECONDARY_MENU = 2;
const FOOTER_MENU = 3;
const FOOTER_PAGES = [1, 2, 3]; // part 1 §2.2: footer columns are pages 1, 2 and 3 of menu 3

function toNavItem(page: MenuPageWithChildren, locale: Locale): NavItem {
  return {
    id: page.id,
    label: pick(page, 'title', locale),
    ...pageHref(page, locale),
    children: page.childs.map((child) => ({
      id: child.id,
      label: pick(child, 'nav_title', locale) || pick(child, 'title', locale),
      ...childHref(child, locale),
    })),
  };
}

async function loadLayoutData(db: Db, locale: Locale): Promise<LayoutData> {
  const [top, secondary, footer, social] = await Promise.all([
    listMenuTree(db, TOP_MENU),
    listMenuTree(db, SECONDARY_MENU),
    listMenuTree(db, FOOTER_MENU),
    listSocialMedia(db),
  ]);
  return {
    topNavigation: top.map((page) => toNavItem(page, locale)),
    secondaryNavigation: secondary.map((page) => toNavItem(page, locale)),
    footerColumns: footer
      .filter((page) => FOOTER_PAGES.includes(page.id))
      .map((page) => {
        const item = toNavItem(page, locale);
        return { id: item.id, title: item.label, links: item.children };
      }),
    social: social.map((item) => ({
      id: item.id,
      name: item.name,
      image: item.image,
      href: pick(item, 'link', locale),
    })),
  };
}

/**
 * Header, drawer and footer data for a locale, served from cache (tag: navigation). The key names
 * the shape: a new shape takes a new key, so a cache the previous build filled is never read.
 */
export const getLayoutData = cachedQuery('layout-data-v2', CACHE_TAGS.navigation, loadLayoutData);
