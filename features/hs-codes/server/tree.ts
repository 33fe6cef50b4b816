import 'server-only';
import { and, asc, eq } from 'drizzle-orm';

import { hsCodes, hsSections } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import type { HsPathStep } from '../schemas';

import { withPaths } from './code-paths';

// The nomenclature as a tree to browse (issue 37): the sections, a section's chapters, a
// chapter's headings, a heading's subheadings.

/** A section's id as written: a roman numeral (I to XXI). */
const SECTION_ID = /^[IVX]{1,5}$/;
const CODE_COLUMNS = {
  code: hsCodes.code,
  level: hsCodes.level,
  section_id: hsCodes.section_id,
  parent: hsCodes.parent,
  name_en: hsCodes.name_en,
  name_ar: hsCodes.name_ar,
};

export async function listSections(db: Db): Promise<HsPathStep[]> {
  const rows = await db.select().from(hsSections).orderBy(asc(hsSections.position));
  return rows.map((row) => ({
    code: row.id,
    level: 0,
    name_en: row.name_en,
    name_ar: row.name_ar,
  }));
}

/** A node of the tree (a section by its numeral, or a code) with its path and children; null when unknown. */
export async function treeNode(db: Db, id: string) {
  if (SECTION_ID.test(id)) {
    const [section] = await db.select().from(hsSections).where(eq(hsSections.id, id));
    if (!section) return null;
    const chapters = await db
      .select(CODE_COLUMNS)
      .from(hsCodes)
      .where(and(eq(hsCodes.section_id, id), eq(hsCodes.level, 2)))
      .orderBy(asc(hsCodes.code));
    const node = { code: section.id, level: 0, name_en: section.name_en, name_ar: section.name_ar };
    return {
      node: { ...node, name_ar_of_heading: false, path: [] },
      children: await withPaths(db, chapters),
    };
  }
  if (!/^\d{2}(?:\d{2}){0,2}$/.test(id)) return null;
  const [row] = await db.select(CODE_COLUMNS).from(hsCodes).where(eq(hsCodes.code, id));
  if (!row) return null;
  const children = await db
    .select(CODE_COLUMNS)
    .from(hsCodes)
    .where(eq(hsCodes.parent, id))
    .orderBy(asc(hsCodes.code));
  const [node] = await withPaths(db, [row]);
  return { node: node!, children: await withPaths(db, children) };
}
