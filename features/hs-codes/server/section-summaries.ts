import 'server-only';
import { asc, eq, lte } from 'drizzle-orm';

import { hsCodes } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import type { HsSectionSummary } from '../schemas';

import { listSections } from './tree';

// The tree's root page (issue 37): the 21 sections, each with the codes of its chapters; and the
// tree's pages the sitemap lists.

export async function listSectionSummaries(db: Db): Promise<HsSectionSummary[]> {
  const [sections, chapters] = await Promise.all([
    listSections(db),
    db
      .select({ code: hsCodes.code, section_id: hsCodes.section_id })
      .from(hsCodes)
      .where(eq(hsCodes.level, 2))
      .orderBy(asc(hsCodes.code)),
  ]);
  return sections.map((section) => ({
    ...section,
    chapters: chapters.filter((row) => row.section_id === section.code).map((row) => row.code),
  }));
}

/** The sections' numerals and the codes of the chapters and headings, in the tree's order. */
export async function listTreeNodeIds(db: Db): Promise<string[]> {
  const [sections, codes] = await Promise.all([
    listSections(db),
    db
      .select({ code: hsCodes.code })
      .from(hsCodes)
      .where(lte(hsCodes.level, 4))
      .orderBy(asc(hsCodes.code)),
  ]);
  return [...sections.map((section) => section.code), ...codes.map((row) => row.code)];
}
