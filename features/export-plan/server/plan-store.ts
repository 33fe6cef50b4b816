import 'server-only';
import { and, asc, eq } from 'drizzle-orm';

import { notFound } from '@/lib/api/errors';
import { checkVersion } from '@/lib/api/record-version';
import { nextVersion } from '@/lib/db/next-version';
import { exportPlans, exportPlanSections } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/routing';

import { PLAN_SECTIONS, type PlanSection } from '../constants';

import type { SectionPrefill } from './prefill';

// Issue 59: a company's plan and its sections. Every read and write is scoped to the member of the
// session: another member's plan id is 404, never 403 (its existence is not told).

export type PlanRow = typeof exportPlans.$inferSelect;
export type SectionRow = typeof exportPlanSections.$inferSelect;
export type StoredPlan = { plan: PlanRow; sections: SectionRow[] };

async function sectionsOf(db: Db, planId: number): Promise<SectionRow[]> {
  return db
    .select()
    .from(exportPlanSections)
    .where(eq(exportPlanSections.plan_id, planId))
    .orderBy(asc(exportPlanSections.id));
}

/** The member's plan (by id, or the one of their company); null when they have none such. */
export async function findOwnPlan(
  db: Db,
  userId: number,
  planId?: number,
): Promise<StoredPlan | null> {
  const [plan] = await db
    .select()
    .from(exportPlans)
    .where(
      planId === undefined
        ? eq(exportPlans.user_id, userId)
        : and(eq(exportPlans.id, planId), eq(exportPlans.user_id, userId)),
    )
    .limit(1);
  return plan ? { plan, sections: await sectionsOf(db, plan.id) } : null;
}

/** A plan by id whoever owns it (the console's read-only view). */
export async function findPlanById(db: Db, planId: number): Promise<StoredPlan | null> {
  const [plan] = await db.select().from(exportPlans).where(eq(exportPlans.id, planId));
  return plan ? { plan, sections: await sectionsOf(db, plan.id) } : null;
}

/**
 * Makes the company's plan with one unsaved row a section (they show what the portal knows until
 * the member saves them); the company's plan when it has one already (`created` false).
 */
export async function createPlan(
  db: Db,
  { userId, companyId, locale }: { userId: number; companyId: number; locale: Locale },
): Promise<{ stored: StoredPlan; created: boolean }> {
  const created = await db.transaction(async (tx) => {
    const [plan] = await tx
      .insert(exportPlans)
      .values({ user_id: userId, company_id: companyId, locale })
      .onConflictDoNothing({ target: exportPlans.company_id })
      .returning({ id: exportPlans.id });
    if (!plan) return false;
    await tx.insert(exportPlanSections).values(
      PLAN_SECTIONS.map((section) => ({
        plan_id: plan.id,
        section,
        fields: {},
        prefill: {},
        sources: [],
      })),
    );
    return true;
  });
  const stored = await findOwnPlan(db, userId);
  if (!stored) throw notFound();
  return { stored, created };
}

/**
 * Saves one section of the member's plan with the version read (428 without, 409 stale); the
 * portal's suggestion of the moment is kept beside it, so a field left as suggested reads as
 * prefilled.
 */
export async function saveSection(
  db: Db,
  userId: number,
  planId: number,
  change: {
    section: PlanSection;
    fields: Record<string, string>;
    version: number | undefined;
    prefill: SectionPrefill;
    now: Date;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: exportPlanSections.id, version: exportPlanSections.version })
      .from(exportPlanSections)
      .innerJoin(exportPlans, eq(exportPlans.id, exportPlanSections.plan_id))
      .where(
        and(
          eq(exportPlans.id, planId),
          eq(exportPlans.user_id, userId),
          eq(exportPlanSections.section, change.section),
        ),
      )
      .for('update', { of: exportPlanSections });
    if (!locked) throw notFound();
    checkVersion(locked.version, change.version, { required: true });
    await tx
      .update(exportPlanSections)
      .set({
        fields: change.fields,
        prefill: change.prefill.fields,
        sources: change.prefill.sources,
        version: nextVersion(exportPlanSections.version),
        saved_at: change.now.toISOString(),
      })
      .where(eq(exportPlanSections.id, locked.id));
    await tx
      .update(exportPlans)
      .set({ updated_at: change.now.toISOString() })
      .where(eq(exportPlans.id, planId));
  });
}

/** Notes the enquiry the plan was sent to the agency with. */
export async function markSent(db: Db, planId: number, enquiryId: number, now: Date) {
  await db
    .update(exportPlans)
    .set({ enquiry_id: enquiryId, sent_at: now.toISOString() })
    .where(eq(exportPlans.id, planId));
}
