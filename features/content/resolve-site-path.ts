import type { Locale } from '@/lib/i18n/routing';
import {
  contentPath,
  isEligibleChild,
  movedPagePath,
  pageHref,
  type LinkedMenuChild,
  type LinkedMenuPage,
} from '@/lib/navigation/menu-links';

// part 1 §2.1: "every item with an application id gets a path from its url", and the site page list
// names paths such as /contact-us, /exporters/export-guide or /jordan-exports/pool-of-experts. They
// are read against the menus, so a new menu page gets its path without code.

type Page = LinkedMenuPage & { url: string; url_ara: string };

/** Names the specification uses for a menu url it spells differently (part 2 "FAQ"). */
const SPEC_ALIASES: Readonly<Record<string, string>> = {
  'faqs-for-exporters': 'faq-for-exporters',
};

/** Sub-pages of a menu page that are its tabs or sections; they open the page itself (with a query). */
const SECTION_QUERIES: Readonly<Record<string, string>> = {
  // part 2 "Market information": the tab query of each child the specification names.
  'publications-catalogue': '?tab=1',
  'application-request-for-specific-market-studies': '?tab=2',
  matchmaking: '?tab=3',
  'data-center': '?tab=4',
  interactive_data: '?tab=5',
  // part 1 §2.1: the trade barrier page's two audiences share its one form.
  'for-exporters': '',
  'for-international-buyers': '',
};

const key = (segment: string) => {
  const lower = segment.toLowerCase();
  return SPEC_ALIASES[lower] ?? lower;
};

const matches = (item: { url: string; url_ara: string }, segment: string) =>
  key(item.url) === key(segment) || item.url_ara === segment;

/** The menu child at `segment`: one with a page of its own, the one with an application id first. */
function childAt(children: LinkedMenuChild[], segment: string): LinkedMenuChild | undefined {
  const candidates = children.filter((child) => isEligibleChild(child) && matches(child, segment));
  return candidates.find((child) => child.a_id !== null) ?? candidates[0];
}

/** The new path of a page at `segment` whose entry now links to a page of ours. */
function movedChildAt(children: LinkedMenuChild[], segment: string, locale: Locale) {
  for (const child of children) {
    const moved = matches(child, segment) ? movedPagePath(child, locale) : null;
    if (moved) return moved;
  }
  return null;
}

/**
 * The canonical path (without locale prefix) of a listed path's page, or null when no menu entry
 * has that url. `segments` are the decoded path segments after the locale.
 */
export function resolveSitePath(
  segments: readonly string[],
  trees: readonly (readonly Page[])[],
  locale: Locale,
): string | null {
  if (segments.length === 0 || segments.length > 2) return null;
  const pages = trees.flat();
  const children = pages.flatMap((page) => page.childs);
  const last = segments.at(-1) ?? '';
  const parent =
    segments.length === 2 ? pages.find((page) => matches(page, segments[0] ?? '')) : undefined;

  // /{page}/{child}: the parent's own child first, then any child with that url.
  const child = (parent && childAt(parent.childs, last)) ?? childAt(children, last);
  if (child) return contentPath(child, locale);
  const moved =
    (parent && movedChildAt(parent.childs, last, locale)) ?? movedChildAt(children, last, locale);
  if (moved) return moved;
  if (segments.length === 1) {
    const page = pages.find((item) => matches(item, last));
    if (!page) return null;
    const href = pageHref(page, locale);
    return href.external ? null : href.href;
  }
  // /{page}/{section}: a tab or section of the page named by the first segment.
  const section = SECTION_QUERIES[last.toLowerCase()];
  if (section === undefined) return null;
  const owner = childAt(children, segments[0] ?? '');
  return owner ? `${contentPath(owner, locale)}${section}` : null;
}
