import 'server-only';

import { parseTimestamp } from '@/lib/i18n/format-date';

import { PLAN_SECTIONS, SECTION_FIELDS, type PlanSection } from '../constants';
import { nextStepOf } from '../next-step';
import type { ExportPlan, PlanSectionAnswer } from '../schemas';

import type { StoredPlan } from './plan-store';
import type { PlanPrefill } from './prefill';

// Issue 59: the plan as the API answers it. A section the member never saved shows what the portal
// knows today; a saved one what they saved, its fields still as suggested marked prefilled.

const iso = (value: string | null) => (value ? parseTimestamp(value).toISOString() : null);

export function planAnswer(
  { plan, sections }: StoredPlan,
  prefill: PlanPrefill,
  company: { id: number; name: string; logo: string },
  { markets }: { markets: readonly string[] },
): ExportPlan {
  const rows = new Map(sections.map((row) => [row.section as PlanSection, row]));
  const answers = PLAN_SECTIONS.map((section): PlanSectionAnswer => {
    const row = rows.get(section);
    const saved = Boolean(row?.saved_at);
    const suggested = saved ? (row?.prefill ?? {}) : prefill[section].fields;
    const stored = saved ? (row?.fields ?? {}) : prefill[section].fields;
    const fields = Object.fromEntries(
      SECTION_FIELDS[section].map((field) => [field.name, stored[field.name] ?? '']),
    );
    const required = SECTION_FIELDS[section].filter((field) => field.required);
    const filled = required.filter((field) => fields[field.name]!.trim() !== '').length;
    const complete = filled === required.length;
    const tool = nextStepOf(section, { hs: fields.hs_code ?? hsOf(rows, prefill), markets });
    return {
      section,
      fields,
      prefilled: Object.keys(fields).filter(
        (name) => fields[name] !== '' && fields[name] === suggested[name],
      ),
      sources: saved ? (row?.sources ?? []) : prefill[section].sources,
      complete,
      filled,
      required: required.length,
      next_step: complete ? null : tool,
      tool,
      version: row?.version ?? 1,
      saved_at: iso(row?.saved_at ?? null),
    };
  });
  return {
    id: plan.id,
    company,
    locale: plan.locale,
    sections: answers,
    progress: { complete: answers.filter((s) => s.complete).length, total: answers.length },
    sent_at: iso(plan.sent_at),
    enquiry_id: plan.enquiry_id,
    created_at: parseTimestamp(plan.created_at).toISOString(),
  };
}

/** The plan's code: the product section's as saved, else the portal's. */
function hsOf(rows: Map<PlanSection, StoredPlan['sections'][number]>, prefill: PlanPrefill) {
  const product = rows.get('product');
  return (product?.saved_at ? product.fields.hs_code : prefill.product.fields.hs_code) ?? '';
}
