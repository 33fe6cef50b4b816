import 'server-only';
import { and, asc, eq, isNull, max } from 'drizzle-orm';

import { notFound } from '@/lib/api/errors';
import type { StaffChangeScope } from '@/lib/api/staff-change';
import type { AuditEntry } from '@/lib/audit/write-audit';
import { nextVersion } from '@/lib/db/next-version';
import { cleanRichHtml } from '@/lib/db/rich-html';
import { faqs } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import type { FaqInput, FaqMove, StaffFaq } from '../staff-schemas';

// Issue 29: the FAQs' changes, each inside a staff change (version checked, audited). A FAQ's
// place is its `sort` within its category and tab, the order its pages and the home list read.

export const FAQ_ENTITY = 'faqs';
type Fields = Omit<FaqInput, 'version' | 'tab'> & { category: number; tab: number | null };

/** Every FAQ with its version, by category, tab and place (the console's list). */
export const listStaffFaqs = (db: Db): Promise<StaffFaq[]> =>
  db.select().from(faqs).orderBy(asc(faqs.category), asc(faqs.tab), asc(faqs.sort), asc(faqs.id));

export async function lockFaq(tx: Db, id: number): Promise<StaffFaq> {
  const [row] = await tx.select().from(faqs).where(eq(faqs.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/** The place after the last FAQ of a category's tab. */
async function lastPlace(tx: Db, category: number, tab: number | null): Promise<number> {
  const [row] = await tx
    .select({ last: max(faqs.sort) })
    .from(faqs)
    .where(and(eq(faqs.category, category), tab === null ? isNull(faqs.tab) : eq(faqs.tab, tab)));
  return (row?.last ?? 0) + 1;
}

export async function insertFaq(tx: Db, fields: Fields): Promise<StaffFaq> {
  const values = cleanRichHtml(faqs, fields);
  const sort = await lastPlace(tx, values.category, values.tab);
  const [created] = await tx
    .insert(faqs)
    .values({ ...values, sort })
    .returning();
  return created!;
}

/** Its fields replaced; moved to the end of its new tab when its category or tab changed. */
export async function updateFaq(tx: Db, before: StaffFaq, fields: Fields): Promise<StaffFaq> {
  const values = cleanRichHtml(faqs, fields);
  const moved = values.category !== before.category || values.tab !== before.tab;
  const sort = moved ? await lastPlace(tx, values.category, values.tab) : before.sort;
  return setFaq(tx, before.id, { ...values, sort });
}

export async function setFaq(
  tx: Db,
  id: number,
  values: Partial<typeof faqs.$inferInsert>,
): Promise<StaffFaq> {
  const [changed] = await tx
    .update(faqs)
    .set({ ...values, version: nextVersion(faqs.version) })
    .where(eq(faqs.id, id))
    .returning();
  return changed!;
}

/**
 * Moves a FAQ one place up or down in its tab: the tab is numbered 1…n in its order with the two
 * swapped, and every FAQ whose place changed is audited (`faq.move`). Nothing moves past an end.
 */
export async function moveFaq(
  { tx }: StaffChangeScope,
  faq: StaffFaq,
  direction: FaqMove,
): Promise<{ result: StaffFaq; audit: AuditEntry[] | null }> {
  const group = await tx
    .select()
    .from(faqs)
    .where(
      and(
        eq(faqs.category, faq.category),
        faq.tab === null ? isNull(faqs.tab) : eq(faqs.tab, faq.tab),
      ),
    )
    .orderBy(asc(faqs.sort), asc(faqs.id))
    .for('update');
  const from = group.findIndex((row) => row.id === faq.id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= group.length) return { result: faq, audit: null };
  [group[from], group[to]] = [group[to]!, group[from]!];
  const audit: AuditEntry[] = [];
  let result = faq;
  for (const [index, row] of group.entries()) {
    const sort = index + 1;
    if (row.sort === sort) continue;
    const changed = await setFaq(tx, row.id, { sort });
    if (row.id === faq.id) result = changed;
    audit.push({
      action: 'faq.move',
      entityType: FAQ_ENTITY,
      entityId: row.id,
      before: { sort: row.sort },
      after: { sort },
    });
  }
  return { result, audit: audit.length > 0 ? audit : null };
}

export async function deleteFaq(tx: Db, id: number): Promise<void> {
  await tx.delete(faqs).where(eq(faqs.id, id));
}
