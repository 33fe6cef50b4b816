import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { ExportPlan } from '@/features/export-plan/schemas';
import { enquiries, exportPlanSections } from '@/lib/db/schema';

import { createdPlan, exporter, planCall, sectionOf } from './export-plan-helpers';
import { createMember, createStaff } from './helpers/accounts';
import { lastAuditOf } from './helpers/audit';
import { json, testApiForFile } from './helpers/test-api';

// Issue 59: a company's export plan, filled from what the portal knows (its saved landed cost and
// self-assessment), saved section by section with the version read (428 without, 409 stale), bad
// input 422 by field in both languages; another member's plan is 404, a visitor 401; sent to the
// agency as an enquiry, which advisers read in the console (audited), never edit.

const api = testApiForFile();
type ErrorBody = { message: string; errors: Record<string, string[]> };

const PAYMENT = { incoterm: 'FOB', payment_terms: 'letter_of_credit', notes: 'Paid in US dollars' };

describe('the export plan', () => {
  it('is made once per company, filled from the saved landed cost and self-assessment', async () => {
    const member = await exporter(api);
    const plan = await createdPlan(api, member);
    expect(plan.progress).toEqual({ complete: expect.any(Number), total: 10 });
    expect(sectionOf(plan, 'product').fields.hs_code).toBe('6109.10');
    expect(sectionOf(plan, 'markets').fields.markets).toBe(
      'Saudi Arabia, United States of America',
    );
    expect(sectionOf(plan, 'markets').next_step).toBe(null);
    // Complete, the markets still link to the comparison of the plan's code and markets.
    expect(sectionOf(plan, 'markets').tool).toBe('/compare-markets/610910?countries=SA,US');
    const access = sectionOf(plan, 'access');
    expect(access.fields.origin).toMatch(
      /United States of America, .*HS 61\.09: likely qualifies as Jordanian/,
    );
    expect(access.prefilled).toEqual(['origin']);
    const costs = sectionOf(plan, 'costs');
    expect(costs.fields.landed).toMatch(
      /United States of America, HS 6109\.10: [\d,]+\.\d{3} JOD landed \(CIF/,
    );
    expect(costs.prefilled).toEqual(['landed']);
    expect(costs.sources.length).toBeGreaterThan(0);
    expect(costs.sources[0]).toMatchObject({
      name: expect.any(String),
      checkedOn: expect.any(String),
    });
    expect(costs.next_step).toBe('/landed-cost?hs=610910&country=SA%2CUS');
    expect(sectionOf(plan, 'payment').fields.incoterm).toBe('CIF');
    expect(sectionOf(plan, 'business').fields.summary).toMatch(/^Khoury Textiles \d+ \(registered/);

    const again = await planCall(api, 'POST', '/api/export-plans', member, { locale: 'en' });
    expect(again.status).toBe(200);
    expect((await json<ExportPlan>(again)).id).toBe(plan.id);
    const mine = await planCall(api, 'GET', '/api/export-plans/mine', member);
    expect((await json<ExportPlan>(mine)).id).toBe(plan.id);
  });

  it('writes the portal’s texts in Arabic, with Arabic-Indic digits, in an Arabic plan', async () => {
    const plan = await createdPlan(api, await exporter(api), 'ar');
    expect(plan.locale).toBe('ar');
    expect(sectionOf(plan, 'markets').fields.markets).toBe(
      'المملكة العربية السعودية، الولايات المتحدة الأمريكية',
    );
    expect(sectionOf(plan, 'costs').fields.landed).toMatch(/[٠-٩]+٫[٠-٩]{3} دينار حتى الوصول/);
    expect(sectionOf(plan, 'access').fields.origin).toContain('يُرجَّح أنه أردني المنشأ');
  });

  it('saves a section with the version read: 428 without, 409 when stale, nothing changed', async () => {
    const member = await exporter(api);
    const plan = await createdPlan(api, member);
    const path = `/api/export-plans/${plan.id}/sections/payment`;
    const missing = await planCall(api, 'PUT', path, member, { fields: PAYMENT });
    expect(missing.status).toBe(428);
    const saved = await planCall(api, 'PUT', path, member, { fields: PAYMENT, version: 1 });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const payment = sectionOf(await json<ExportPlan>(saved), 'payment');
    expect(payment).toMatchObject({ complete: true, version: 2, fields: PAYMENT, next_step: null });
    expect(payment.prefilled).toEqual([]);
    const stale = await planCall(api, 'PUT', path, member, {
      fields: { ...PAYMENT, incoterm: 'EXW' },
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect((await json<ErrorBody>(stale)).message).toMatch(/changed/i);
    const [row] = await api.db
      .select()
      .from(exportPlanSections)
      .where(eq(exportPlanSections.id, (await rowIdOf(plan.id, 'payment'))!));
    expect(row).toMatchObject({ version: 2, fields: PAYMENT });
  });

  it('keeps a prefilled field marked while the member leaves it as the portal wrote it', async () => {
    const member = await exporter(api);
    const plan = await createdPlan(api, member);
    const costs = sectionOf(plan, 'costs');
    const fields = { ...costs.fields, unit_cost: '2.5', export_price: '4.250' };
    const response = await planCall(
      api,
      'PUT',
      `/api/export-plans/${plan.id}/sections/costs`,
      member,
      {
        fields,
        version: costs.version,
      },
    );
    const after = sectionOf(await json<ExportPlan>(response), 'costs');
    expect(after).toMatchObject({ complete: true, prefilled: ['landed'] });
    expect(after.sources).toEqual(costs.sources);
  });

  it('refuses bad input by field, in English and in Arabic', async () => {
    const member = await exporter(api);
    const plan = await createdPlan(api, member);
    const bad = { incoterm: 'XYZ', payment_terms: 'barter', notes: '' };
    for (const [language, text] of [
      ['en', /invalid/i],
      ['ar', /[\u0600-\u06ff]/],
    ] as const) {
      const response = await planCall(
        api,
        'PUT',
        `/api/export-plans/${plan.id}/sections/payment`,
        member,
        { fields: bad, version: 1 },
        language,
      );
      expect(response.status).toBe(422);
      const body = await json<ErrorBody>(response);
      expect(Object.keys(body.errors).sort()).toEqual(['fields.incoterm', 'fields.payment_terms']);
      expect(body.errors['fields.incoterm']![0]).toMatch(text);
    }
    const actions = await planCall(
      api,
      'PUT',
      `/api/export-plans/${plan.id}/sections/actions`,
      member,
      {
        fields: { step1: 'Ship samples', due1: '2027-02-30' },
        version: 1,
      },
    );
    expect(Object.keys((await json<ErrorBody>(actions)).errors)).toEqual(['fields.due1']);
    const costs = await planCall(
      api,
      'PUT',
      `/api/export-plans/${plan.id}/sections/costs`,
      member,
      {
        fields: { unit_cost: 'ten', surprise: 'x' },
        version: 1,
      },
    );
    expect(costs.status).toBe(422);
    const unknown = await planCall(
      api,
      'PUT',
      `/api/export-plans/${plan.id}/sections/other`,
      member,
      {
        fields: {},
        version: 1,
      },
    );
    expect(unknown.status).toBe(422);
  });

  it('answers 404 for another member’s plan and 401 to a visitor, changing nothing', async () => {
    const owner = await exporter(api);
    const plan = await createdPlan(api, owner);
    const other = await exporter(api);
    const base = `/api/export-plans/${plan.id}`;
    const calls: [string, string, unknown?][] = [
      ['GET', base],
      ['PUT', `${base}/sections/payment`, { fields: PAYMENT, version: 1 }],
      ['GET', `${base}/pdf?locale=en`],
      ['POST', `${base}/send`],
    ];
    for (const [method, path, body] of calls) {
      expect((await planCall(api, method, path, other, body)).status, `${method} ${path}`).toBe(
        404,
      );
      expect((await planCall(api, method, path, undefined, body)).status, `${method} ${path}`).toBe(
        401,
      );
    }
    expect((await planCall(api, 'POST', '/api/export-plans', undefined, {})).status).toBe(401);
    expect((await planCall(api, 'GET', '/api/export-plans/mine')).status).toBe(401);
    const [row] = await api.db
      .select()
      .from(exportPlanSections)
      .where(eq(exportPlanSections.id, (await rowIdOf(plan.id, 'payment'))!));
    expect(row).toMatchObject({ version: 1, saved_at: null });
  });

  it('asks a member without a company to register one first', async () => {
    const member = await createMember(api);
    const response = await planCall(api, 'POST', '/api/export-plans', member, { locale: 'en' });
    expect(response.status).toBe(422);
    expect((await json<ErrorBody>(response)).errors.company).toBeDefined();
    expect((await planCall(api, 'GET', '/api/export-plans/mine', member)).status).toBe(404);
  });

  it('is sent to the agency as an enquiry, which advisers read in the console, audited', async () => {
    const member = await exporter(api);
    const plan = await createdPlan(api, member);
    const officer = await createStaff(api, 'officer');
    const staffPath = `/api/staff/export-plans/${plan.id}`;
    expect((await planCall(api, 'GET', staffPath, officer)).status).toBe(404);
    const sent = await planCall(api, 'POST', `/api/export-plans/${plan.id}/send`, member);
    expect(sent.status, await sent.clone().text()).toBe(201);
    const { enquiry_id } = await json<{ enquiry_id: number }>(sent);
    const [enquiry] = await api.db.select().from(enquiries).where(eq(enquiries.id, enquiry_id));
    expect(enquiry).toMatchObject({ user_id: member.user.id, enq_type: 7 });
    expect(String(enquiry!.data.description)).toContain(`/admin/export-plans/${plan.id}`);
    const read = await planCall(api, 'GET', staffPath, officer);
    expect(read.status).toBe(200);
    expect((await json<ExportPlan>(read)).enquiry_id).toBe(enquiry_id);
    expect(await lastAuditOf(api, 'export_plans', plan.id)).toMatchObject({
      action: 'export-plan.read',
      actor_id: officer.user.id,
    });
    expect((await planCall(api, 'GET', staffPath, member)).status).toBe(403);
  });
});

async function rowIdOf(planId: number, section: string) {
  const rows = await api.db
    .select({ id: exportPlanSections.id, section: exportPlanSections.section })
    .from(exportPlanSections)
    .where(eq(exportPlanSections.plan_id, planId));
  return rows.find((row) => row.section === section)?.id;
}
