import { FEATURE_PAGES } from '@/lib/navigation/feature-pages';

import type { MenuWarningCode } from './menu-admin-schemas';
import { numberedSlug, sameSlug, slugProblem, suggestSlug, type SlugProblem } from './slug-rules';

// Issue 29 "validation that helps editors": the checks of a menu entry or page against the rest
// of the menus, pure so the console and the staff routes give the same answers.

type SlugField = 'url' | 'url_ara';
const TITLE_OF: Record<SlugField, 'title_eng' | 'title_ara'> = {
  url: 'title_eng',
  url_ara: 'title_ara',
};

export type SlugRecord = {
  id: number;
  url: string;
  url_ara: string;
  a_id: number | null;
  title_eng: string;
  title_ara: string;
};

export type SlugIssue = {
  field: SlugField;
  problem: SlugProblem | 'taken';
  /** The record that has the slug already (when taken). */
  takenBy?: SlugRecord;
  /** A slug the editor could take instead (may be empty when the title gives none). */
  suggestion: string;
};

/**
 * What is wrong with a record's slugs, per language, among the other records of its table: the
 * format of a slug that is new or changed (a stored one is left as it is), and a slug another
 * record has (Latin ones whatever their case). Copies of one application page (the same a_id in
 * two menus) share their address, so they may share their slugs.
 */
export function slugIssues(
  record: Omit<SlugRecord, 'id'> & { id: number | null },
  others: readonly SlugRecord[],
  stored: Pick<SlugRecord, 'url' | 'url_ara' | 'a_id'> | null,
): SlugIssue[] {
  const rivals = others.filter(
    (other) => other.id !== record.id && (record.a_id === null || other.a_id !== record.a_id),
  );
  const issues: SlugIssue[] = [];
  for (const field of ['url', 'url_ara'] as const) {
    const value = record[field];
    const changed = !stored || stored[field] !== value || stored.a_id !== record.a_id;
    if (!changed) continue;
    const problem = stored?.[field] === value ? null : slugProblem(value);
    if (problem) {
      const suggestion = suggestSlug(value) || suggestSlug(record[TITLE_OF[field]]);
      issues.push({ field, problem, suggestion });
      continue;
    }
    const takenBy = rivals.find((other) => sameSlug(other[field], value));
    if (!takenBy) continue;
    const taken = (candidate: string) => rivals.some((other) => sameSlug(other[field], candidate));
    issues.push({ field, problem: 'taken', takenBy, suggestion: numberedSlug(value, taken) });
  }
  return issues;
}

export type CheckedEntry = {
  id: number;
  link: string | null;
  link_ara: string | null;
  status: number;
};
export type CheckedPage = CheckedEntry & {
  page_id: number;
  a_id: number | null;
  has_content: boolean;
};

const FEATURE_APP_IDS = new Set(Object.keys(FEATURE_PAGES.pages).map(Number));
const FEATURE_MENU_IDS = new Set(Object.keys(FEATURE_PAGES['menu-1']).map(Number));
// Our content addresses: /pages/{a_id}-…, /menu-1/{id}-…, /menu-3/{id}-… (with /ar or not).
const CONTENT_LINK = /^(?:\/ar)?\/(pages|menu-1|menu-3)\/(\d+)(?:-[^/?#]*)?(?:[?#].*)?$/;

const shown = (record: { status: number }) => record.status === 1;

/** A page is seen when it and its entry are both shown. */
function visible(page: CheckedPage, entries: readonly CheckedEntry[]): boolean {
  const entry = entries.find((candidate) => candidate.id === page.page_id);
  return shown(page) && (entry ? shown(entry) : false);
}

/** A page has something to show: a link, a feature page of ours, or content. */
function leadsSomewhere(page: CheckedPage): boolean {
  return Boolean(
    page.link ||
    page.link_ara ||
    (page.a_id !== null && FEATURE_APP_IDS.has(page.a_id)) ||
    FEATURE_MENU_IDS.has(page.id) ||
    page.has_content,
  );
}

/** A link to one of our content pages whose every copy is hidden (or gone from the menus). */
function linksToHiddenPage(
  record: CheckedEntry,
  pages: readonly CheckedPage[],
  entries: readonly CheckedEntry[],
): boolean {
  return [record.link, record.link_ara].some((link) => {
    const match = link ? CONTENT_LINK.exec(link) : null;
    if (!match) return false;
    const number = Number(match[2]);
    const targets = pages.filter((page) =>
      match[1] === 'pages' ? page.a_id === number : page.id === number,
    );
    return targets.length > 0 && !targets.some((page) => visible(page, entries));
  });
}

/** What an editor should know about a menu entry: it leads nowhere, or to a hidden page. */
export function entryWarnings(
  entry: CheckedEntry,
  pages: readonly CheckedPage[],
  entries: readonly CheckedEntry[],
): MenuWarningCode[] {
  const warnings: MenuWarningCode[] = [];
  const own = pages.filter((page) => page.page_id === entry.id && shown(page));
  if (!entry.link && !entry.link_ara && !own.some(leadsSomewhere)) warnings.push('leadsNowhere');
  if (linksToHiddenPage(entry, pages, entries)) warnings.push('hiddenTarget');
  return warnings;
}

/** What an editor should know about a page: it is empty, its entry hides it, or its link does. */
export function pageWarnings(
  page: CheckedPage,
  pages: readonly CheckedPage[],
  entries: readonly CheckedEntry[],
): MenuWarningCode[] {
  const warnings: MenuWarningCode[] = [];
  if (!leadsSomewhere(page)) warnings.push('emptyPage');
  const entry = entries.find((candidate) => candidate.id === page.page_id);
  if (shown(page) && entry && !shown(entry)) warnings.push('entryHidden');
  if (linksToHiddenPage(page, pages, entries)) warnings.push('hiddenTarget');
  return warnings;
}
