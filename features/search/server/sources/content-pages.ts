import 'server-only';
import { and, asc, eq } from 'drizzle-orm';

import { menuChildren, menuPages, searchDocuments } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import { contentPath, isEligibleChild, movedPagePath } from '@/lib/navigation/menu-links';

import { bilingual, plainText, type SearchSource, type SourceDocument } from '../search-source';

// Content pages (part 3 "Global search": page → its pages route or menu-1 route): the menus'
// pages that have an address of ours. A page listed in several menus (the footer repeats the
// main menu's) is one result, the first menu's: every change of a menu page rewrites them all
// (a few dozen rows).

type Child = typeof menuChildren.$inferSelect;

const PAGES = 'pages';

/** Where a menu page leads: its content route, or the page of ours its entry links to. */
function hrefOf(child: Child, locale: Locale): string | null {
  const moved = movedPagePath(child, locale);
  if (moved) return moved;
  return isEligibleChild(child) ? contentPath(child, locale) : null;
}

function documentOf(child: Child): SourceDocument | null {
  const en = hrefOf(child, 'en');
  const ar = hrefOf(child, 'ar');
  if (!en || !ar) return null;
  return {
    recordId: child.id,
    title: bilingual(
      child.title_eng || child.nav_title_eng,
      child.title_ara || child.nav_title_ara,
    ),
    body: bilingual(
      [child.subtitle_eng, child.sub_subtitle_eng, plainText(child.content_eng)].join(' '),
      [child.subtitle_ara, child.sub_subtitle_ara, plainText(child.content_ara)].join(' '),
    ),
    keywords: [child.keywords, child.keywords_ara, pick(child, 'nav_title', 'en')].join(' '),
    href: { en, ar },
  };
}

async function loadPages(db: Db, ids?: readonly number[]): Promise<SourceDocument[]> {
  // Issue 29: a hidden page, or a page of a hidden menu entry, is not searched.
  const rows = await db
    .select({ child: menuChildren })
    .from(menuChildren)
    .innerJoin(menuPages, eq(menuPages.id, menuChildren.page_id))
    .where(and(eq(menuChildren.status, 1), eq(menuPages.status, 1)))
    .orderBy(asc(menuChildren.menu_id), asc(menuChildren.sort), asc(menuChildren.id))
    .then((joined) => joined.map((row) => row.child));
  const seen = new Set<string>();
  const documents: SourceDocument[] = [];
  for (const row of rows) {
    const document = documentOf(row);
    if (!document || seen.has(document.href.en)) continue;
    seen.add(document.href.en);
    if (!ids || ids.includes(row.id)) documents.push(document);
  }
  return documents;
}

/**
 * The changed pages and every other one: a change may move which copy of a page is the result (a
 * deleted page is among the changed ones, so its document goes too).
 */
async function allPageIds(db: Db, changed: readonly number[]): Promise<number[]> {
  const [rows, indexed] = await Promise.all([
    db.select({ id: menuChildren.id }).from(menuChildren),
    // A menu deleted takes its pages with it: their documents go too.
    db
      .select({ id: searchDocuments.record_id })
      .from(searchDocuments)
      .where(eq(searchDocuments.source, PAGES)),
  ]);
  return [...new Set([...changed, ...rows.map((row) => row.id), ...indexed.map((row) => row.id)])];
}

export const contentPagesSource: SearchSource = {
  key: PAGES,
  type: 'pages',
  kind: 'page',
  entities: { menu_children: allPageIds, menu_pages: (db) => allPageIds(db, []) },
  load: loadPages,
};
