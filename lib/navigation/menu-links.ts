import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

export type NavHref = { href: string; external: boolean };

/** What the link rules read of a menu child (features/content's menu child rows satisfy it). */
export type LinkedMenuChild = {
  id: number;
  a_id: number | null;
  menu_id: number;
  url: string;
  url_ara: string;
  link: string | null;
  link_ara: string | null;
};
/** A top-level menu page with its children. */
export type LinkedMenuPage = Pick<LinkedMenuChild, 'link' | 'link_ara'> & {
  childs: LinkedMenuChild[];
};

export const UNDER_CONSTRUCTION_PATH = '/page-under-construction';

/**
 * The English slug of the top menu's "Export tools" entry (issue 45): the home page's block shows
 * the pages of the entry with this slug.
 */
export const EXPORT_TOOLS_SLUG = 'export-tools';

/** Menus 1 and 2 route to /menu-1, every other menu to /menu-3 (part 1 §2.1). */
export function menuRouteOf(menuId: number): 'menu-1' | 'menu-3' {
  return menuId === 1 || menuId === 2 ? 'menu-1' : 'menu-3';
}

// A stored link is external unless it is a path of ours; ours lose any locale prefix, which Link adds.
function linkTarget(link: string): NavHref {
  if (!link.startsWith('/')) return { href: link, external: true };
  const withoutLocale = link.replace(/^\/ar(?=\/|$)/, '');
  return { href: withoutLocale || '/', external: false };
}

export function contentPath(
  child: Pick<LinkedMenuChild, 'id' | 'a_id' | 'menu_id' | 'url' | 'url_ara'>,
  locale: Locale,
) {
  const slug = pick(child, 'url', locale);
  if (child.a_id !== null) return `/pages/${child.a_id}-${slug}`;
  return `/${menuRouteOf(child.menu_id)}/${child.id}-${slug}`;
}

export function childHref(child: LinkedMenuChild, locale: Locale): NavHref {
  const link = pick(child, 'link', locale);
  if (link) return linkTarget(link);
  return { href: contentPath(child, locale), external: false };
}

/**
 * Where a menu page that links to a page of ours now lives (the pool of experts' entry leads to
 * its directory, issue 14): its old content address and its listed path lead there. Null for a
 * page without a link or with an external one.
 */
export function movedPagePath(child: LinkedMenuChild, locale: Locale): string | null {
  const link = pick(child, 'link', locale);
  if (!link) return null;
  const target = linkTarget(link);
  return target.external ? null : target.href;
}

/** A child without an external link can be routed to (part 1 §2.2). */
export function isEligibleChild(child: LinkedMenuChild): boolean {
  return !child.link;
}

// part 1 §2.2: an item with a link opens it; otherwise its first child without an external link
// (a content page, or a page of ours its entry links to: issue 27's Events, whose two children both
// lead to lists); else under construction.
export function pageHref(page: LinkedMenuPage, locale: Locale): NavHref {
  const link = pick(page, 'link', locale);
  if (link) return linkTarget(link);
  for (const child of page.childs) {
    const moved = movedPagePath(child, locale);
    if (moved) return { href: moved, external: false };
    if (isEligibleChild(child)) return { href: contentPath(child, locale), external: false };
  }
  return { href: UNDER_CONSTRUCTION_PATH, external: false };
}
