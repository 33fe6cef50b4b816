import 'server-only';
import { eq } from 'drizzle-orm';

import { screenSubjectById } from '@/features/screening/screening-hold';
import { ApiError, notFound } from '@/lib/api/errors';
import type { StaffChangeOutcome, StaffChangeScope } from '@/lib/api/staff-change';
import { nextVersion } from '@/lib/db/next-version';
import { countries, industries, tradeLeads } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { knownHsCode } from '@/lib/hs/known-hs-code';
import { ammanDay } from '@/lib/time/amman-day';
import { withoutVersion } from '@/lib/validation/version';

import { TRADE_LEAD_ACTIONS } from '../constants';
import type { StaffTradeLead, TradeLeadInput } from '../staff-schemas';

import { findStaffLead } from './staff-reads';

// Issue 39: staff create a lead as a draft, change it, publish it, close it, and remove a draft.
// Every change runs in staffChange (version check, audit entry, the `trade-leads` tag).

type LeadRow = typeof tradeLeads.$inferSelect;
type Outcome<T> = Promise<StaffChangeOutcome<T>>;

const ENTITY = 'trade_leads';

/** The lead's country and sector exist and its HS codes are the nomenclature's: 422 by field. */
async function checkedColumns(tx: Db, input: TradeLeadInput) {
  const fields = withoutVersion(input);
  const [country, sector, codes] = await Promise.all([
    tx.select({ id: countries.id }).from(countries).where(eq(countries.id, input.country_id)),
    tx.select({ id: industries.iid }).from(industries).where(eq(industries.iid, input.industry_id)),
    Promise.all(input.hs_codes.map((code) => knownHsCode(tx, code))),
  ]);
  const errors: Record<string, string[]> = {};
  if (country.length === 0) errors.country_id = ['Api.unknownChoice'];
  if (sector.length === 0) errors.industry_id = ['Api.unknownChoice'];
  if (codes.some((code) => code === null)) errors.hs_codes = ['TradeLeadsAdmin.form.hsUnknown'];
  if (Object.keys(errors).length > 0) throw new ApiError(422, 'Api.invalid', errors);
  // A subheading of another edition stands for its heading: store the nomenclature's code, once.
  return { ...fields, hs_codes: [...new Set(codes as string[])] };
}

/** What the audit keeps of a lead: every field staff change, and its status. */
const audited = ({ created_at: _c, updated_at: _u, version: _v, ...row }: LeadRow) => row;

async function lockLead(tx: Db, id: number): Promise<LeadRow> {
  const [row] = await tx.select().from(tradeLeads).where(eq(tradeLeads.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

const staffView = async (tx: Db, id: number, now: Date) =>
  (await findStaffLead(tx, id, ammanDay(now)))!;

/** POST /api/staff/trade-leads: a new lead, a draft. */
export async function createLead(
  { tx, now, actor }: StaffChangeScope,
  input: TradeLeadInput,
): Outcome<StaffTradeLead> {
  const columns = await checkedColumns(tx, input);
  const at = now.toISOString();
  const [row] = await tx
    .insert(tradeLeads)
    .values({ ...columns, status: 'draft', created_at: at, updated_at: at })
    .returning();
  // Issue 47: the buyer is screened; a hit holds the lead from the public until staff decide.
  await screenSubjectById(tx, 'trade_lead', row!.id, { now, enteredBy: actor.id });
  const audit = { action: TRADE_LEAD_ACTIONS.create, entityType: ENTITY, entityId: row!.id };
  return { result: await staffView(tx, row!.id, now), audit: { ...audit, after: audited(row!) } };
}

/** The one write of a lead: its new columns, one version more, the audit entry of `action`. */
async function writeLead(
  { tx, now }: StaffChangeScope,
  before: LeadRow,
  action: string,
  columns: Partial<typeof tradeLeads.$inferInsert>,
): Outcome<StaffTradeLead> {
  const [row] = await tx
    .update(tradeLeads)
    .set({ ...columns, version: nextVersion(tradeLeads.version), updated_at: now.toISOString() })
    .where(eq(tradeLeads.id, before.id))
    .returning();
  return {
    result: await staffView(tx, before.id, now),
    audit: {
      action,
      entityType: ENTITY,
      entityId: before.id,
      before: audited(before),
      after: audited(row!),
    },
  };
}

/** PUT /api/staff/trade-leads/{id}: the lead's fields, whatever its status (404, 409, 422). */
export async function updateLead(
  scope: StaffChangeScope,
  id: number,
  input: TradeLeadInput,
): Outcome<StaffTradeLead> {
  const before = await lockLead(scope.tx, id);
  scope.checkVersion(before.version);
  const columns = await checkedColumns(scope.tx, input);
  const outcome = await writeLead(scope, before, TRADE_LEAD_ACTIONS.update, columns);
  await screenSubjectById(scope.tx, 'trade_lead', id, {
    now: scope.now,
    enteredBy: scope.actor.id,
  });
  return { ...outcome, result: await staffView(scope.tx, id, scope.now) };
}

/** POST …/{id}/publish: a draft whose deadline is today or later becomes public (409, 422). */
export async function publishLead(scope: StaffChangeScope, id: number): Outcome<StaffTradeLead> {
  const before = await lockLead(scope.tx, id);
  scope.checkVersion(before.version);
  if (before.status !== 'draft') throw new ApiError(409, 'TradeLeadsAdmin.api.notDraft');
  if (before.deadline < ammanDay(scope.now)) {
    throw new ApiError(422, 'Api.invalid', { deadline: ['TradeLeadsAdmin.api.deadlinePassed'] });
  }
  return writeLead(scope, before, TRADE_LEAD_ACTIONS.publish, {
    status: 'published',
    published_at: scope.now.toISOString(),
    closed_at: null,
  });
}

/** POST …/{id}/close: a published lead takes no more answers (409 unless published). */
export async function closeLead(scope: StaffChangeScope, id: number): Outcome<StaffTradeLead> {
  const before = await lockLead(scope.tx, id);
  scope.checkVersion(before.version);
  if (before.status !== 'published') throw new ApiError(409, 'TradeLeadsAdmin.api.notPublished');
  return writeLead(scope, before, TRADE_LEAD_ACTIONS.close, {
    status: 'closed',
    closed_at: scope.now.toISOString(),
  });
}

/** DELETE /api/staff/trade-leads/{id}: a draft only (a public lead is closed instead: 409). */
export async function deleteLead(
  { tx, checkVersion }: StaffChangeScope,
  id: number,
): Outcome<{ id: number }> {
  const before = await lockLead(tx, id);
  checkVersion(before.version);
  if (before.status !== 'draft') throw new ApiError(409, 'TradeLeadsAdmin.api.notDraft');
  await tx.delete(tradeLeads).where(eq(tradeLeads.id, id));
  const audit = { action: TRADE_LEAD_ACTIONS.remove, entityType: ENTITY, entityId: id };
  return { result: { id }, audit: { ...audit, before: audited(before) } };
}
