import 'server-only';

import { ApiError, notFound } from '@/lib/api/errors';
import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/routing';

import type { PortalFacts } from '../portal-facts';
import type { ExportPlan } from '../schemas';

import { planAnswer } from './plan-answer';
import { findOwnPlan, type StoredPlan } from './plan-store';
import { plannedMarkets, prefillPlan, type PlanPrefill } from './prefill';
import type { ExportPlanSources } from './sources';

// Issue 59: the member's plan with what the portal knows today, in the plan's language.

export const NO_COMPANY = 'ExportPlan.errors.noCompany';

export type ReadPlan = {
  stored: StoredPlan;
  facts: PortalFacts;
  prefill: PlanPrefill;
  answer: ExportPlan;
};

/** What the portal knows of the member's company; 422 when the member has registered none. */
export async function factsOf(db: Db, sources: ExportPlanSources, userId: number) {
  const facts = await sources.facts(db, userId);
  if (!facts) throw new ApiError(422, NO_COMPANY, { company: [NO_COMPANY] });
  return facts;
}

export function composePlan(stored: StoredPlan, facts: PortalFacts, locale?: Locale): ReadPlan {
  const prefill = prefillPlan(facts, locale ?? stored.plan.locale);
  const { company } = facts;
  const answer = planAnswer(
    stored,
    prefill,
    { id: company.id, name: company.trading_name || company.registered_name, logo: company.logo },
    { markets: plannedMarkets(facts) },
  );
  return { stored, facts, prefill, answer };
}

/** The member's own plan (by id, or theirs); 404 when they have none such (another's included). */
export async function readOwnPlan(
  db: Db,
  sources: ExportPlanSources,
  userId: number,
  planId?: number,
  locale?: Locale,
): Promise<ReadPlan> {
  const stored = await findOwnPlan(db, userId, planId);
  if (!stored) throw notFound();
  return composePlan(stored, await factsOf(db, sources, userId), locale);
}
