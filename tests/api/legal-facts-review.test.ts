import { readFileSync } from 'node:fs';

import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { FactToReview } from '@/features/market-access/fact-review';
import type { MarketAccessAnswer } from '@/features/market-access/schemas';
import type { StaffLegalStatus } from '@/features/market-access/staff-schemas';
import {
  agreementDutyFacts,
  agreementHeadings,
  agreementOriginRules,
  tradeAgreements,
} from '@/lib/db/schema';

import { insertAgreement } from './agreements-fixtures';
import { editorSender } from './helpers/editor-sender';
import { json, testApiForFile } from './helpers/test-api';
import { NEW_LEGAL_STATUS } from './market-access-console-fixtures';

// Issue 57: a heading's own row never hides the agreement-wide fact and its caveat (the U.S.
// duties outside the FTA); the U.S. measures outside the FTA come with the answer; every legal
// and duty fact is dated (checked on, review by), the public answer carries the day it was
// checked, and the console's route lists the facts past their review date and those undated.

const api = testApiForFile();
const { send } = editorSender(api, '/api/staff/agreements');
const staff = editorSender(api, '/api/staff');

const US_FTA = 2;
const AGADIR = 6;
const UAE_CEPA = 10;

async function agreementFor(hs: string, country: string, id: number) {
  const response = await api.request(`/api/market-access?hs=${hs}&country=${country}`);
  expect(response.status, await response.clone().text()).toBe(200);
  const answer = await json<MarketAccessAnswer>(response);
  return answer.agreements.find((agreement) => agreement.id === id);
}

describe('a heading’s row and the agreement-wide caveat', () => {
  it('keeps the U.S. agreement-wide fact, with its warning, beside each seeded heading row', async () => {
    const seeded = await api.db
      .select({ code: agreementHeadings.hs_code })
      .from(agreementHeadings)
      .where(eq(agreementHeadings.agreement_id, US_FTA));
    // 15.09, 61.09 and 33.04 today; any row added to the seed is held to the same rule.
    expect(seeded.map((row) => row.code).sort()).toEqual(['1509', '3304', '6109']);
    const subheading: Record<string, string> = {
      '1509': '150920',
      '3304': '330410',
      '6109': '610910',
    };
    for (const { code } of seeded) {
      for (const asked of [code, subheading[code]!]) {
        const us = await agreementFor(asked, 'US', US_FTA);
        expect(us?.preferential_duty, asked).toMatchObject({ basis: 'heading', code });
        expect(us?.agreement_wide, asked).toMatchObject({
          basis: 'agreement_scope',
          kind: 'free',
          text_en: expect.stringContaining('Duties imposed outside the agreement'),
          text_ar: expect.stringContaining('خارج إطار الاتفاقية'),
          source: { checked_on: '2026-11-26', review_by: '2027-05-26' },
        });
      }
    }
  });

  it('gives no second fact where the agreement-wide fact is itself the preference', async () => {
    const us = await agreementFor('8544', 'US', US_FTA);
    expect(us?.preferential_duty).toMatchObject({ basis: 'agreement_scope', kind: 'free' });
    expect(us?.agreement_wide).toBeNull();
    expect(us?.additional_duties).toEqual([]);
  });
});

describe('the agreements in force', () => {
  it('lists the Jordan–UAE CEPA for the UAE beside GAFTA, sourced and dated, without a duty', async () => {
    const uae = await agreementFor('1509', 'AE', UAE_CEPA);
    expect(uae).toMatchObject({
      legal_status: {
        status: 'in_force',
        note_en: expect.stringContaining('15 May 2025'),
        source: {
          url: expect.stringContaining('pwc.com'),
          date: '2025-05-15',
          checked_on: '2026-11-27',
          review_by: '2027-05-27',
        },
      },
      // Its schedules were not read: nothing is given, the page says "ask the agency".
      preferential_duty: null,
      rule_of_origin: null,
    });
    expect(await agreementFor('1509', 'AE', 1)).toBeDefined();
  });

  it('names Agadir’s members and the accessions under way, and says what is not confirmed', async () => {
    const [agadir] = await api.db
      .select()
      .from(tradeAgreements)
      .where(eq(tradeAgreements.id, AGADIR));
    expect(agadir!.legal_status_note_eng).toMatch(/Jordan, Egypt, Morocco and Tunisia/);
    expect(agadir!.legal_status_note_eng).toMatch(/Lebanon and Palestine/);
    expect(agadir!.legal_status_note_eng).toMatch(/not confirmed/);
    expect(agadir!.legal_status_note_ara).toMatch(/لبنان وفلسطين/);
  });

  it('states the 15 % cap of 19 CFR 10.710(b) on the U.S. card', async () => {
    const [us] = await api.db.select().from(tradeAgreements).where(eq(tradeAgreements.id, US_FTA));
    expect(us!.covers_eng).toMatch(/at most 15 per cent \(19 CFR 10\.710\(b\)\)/);
    expect(us!.covers_eng).not.toMatch(/or the United States\)/);
    expect(us!.covers_ara).toMatch(/١٥٪/);
  });
});

describe('every seeded legal and duty fact is dated (issue 57)', () => {
  it('leaves no legal status, rule of origin, heading row or duty fact without its check', async () => {
    const undated = await Promise.all([
      api.db
        .select({ id: tradeAgreements.id })
        .from(tradeAgreements)
        .where(isNull(tradeAgreements.legal_status_checked_on)),
      api.db
        .select({ id: agreementOriginRules.agreement_id })
        .from(agreementOriginRules)
        .where(isNull(agreementOriginRules.checked_on)),
      api.db
        .select({ id: agreementHeadings.hs_code })
        .from(agreementHeadings)
        .where(isNull(agreementHeadings.checked_on)),
      api.db
        .select({ id: agreementDutyFacts.id })
        .from(agreementDutyFacts)
        .where(isNull(agreementDutyFacts.checked_on)),
    ]);
    expect(undated).toEqual([[], [], [], []]);
  });

  it('says cosmetics (33.04) enter the United States free under the general rate, not the FTA', async () => {
    const us = await agreementFor('330499', 'US', US_FTA);
    expect(us?.preferential_duty).toMatchObject({
      basis: 'heading',
      text_en: expect.stringContaining('general rate, for goods of every origin'),
    });
  });
});

describe('migration 0040 on a database seeded before it', () => {
  const statements = readFileSync('lib/db/migrations/0040_legal-facts-checked.sql', 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);

  it('dates and corrects the rows staff left as seeded, and leaves an edited row alone', async () => {
    const before = { checked_on: null, review_by: null };
    await api.db
      .update(agreementHeadings)
      .set({ ...before, preferential_duty_en: 'Free (0 %) into the United States' })
      .where(
        and(eq(agreementHeadings.agreement_id, US_FTA), eq(agreementHeadings.hs_code, '3304')),
      );
    await api.db.update(agreementOriginRules).set({ ...before, notes_en: 'as seeded before' });
    await api.db
      .update(agreementOriginRules)
      .set({ version: 2, notes_en: 'edited by staff' })
      .where(eq(agreementOriginRules.agreement_id, AGADIR));
    await api.db
      .update(tradeAgreements)
      .set({ legal_status_checked_on: null, legal_status_source_url: 'https://www.trade.gov/' })
      .where(eq(tradeAgreements.id, US_FTA));

    for (const statement of statements) await api.db.execute(sql.raw(statement));

    const [cosmetics] = await api.db
      .select()
      .from(agreementHeadings)
      .where(
        and(eq(agreementHeadings.agreement_id, US_FTA), eq(agreementHeadings.hs_code, '3304')),
      );
    expect(cosmetics).toMatchObject({ checked_on: '2026-11-27', review_by: '2027-05-27' });
    expect(cosmetics!.preferential_duty_en).toMatch(/general rate/);
    const rules = await api.db.select().from(agreementOriginRules);
    const agadir = rules.find((rule) => rule.agreement_id === AGADIR)!;
    expect(agadir).toMatchObject({ notes_en: 'edited by staff', checked_on: null });
    const gafta = rules.find((rule) => rule.agreement_id === 1)!;
    expect(gafta).toMatchObject({ checked_on: '2026-11-27' });
    expect(gafta.notes_en).toMatch(/20 %/);
    const [us] = await api.db.select().from(tradeAgreements).where(eq(tradeAgreements.id, US_FTA));
    expect(us).toMatchObject({ legal_status_checked_on: '2026-11-27' });
    expect(us!.legal_status_source_url).toMatch(/jordanecb\.org/);
  });
});

describe('checked on and review by', () => {
  it('stores the dates staff give with a legal status, and keeps them when a form sends none', async () => {
    const id = await insertAgreement(api);
    const dated = {
      ...NEW_LEGAL_STATUS,
      source: { ...NEW_LEGAL_STATUS.source, checked_on: '2026-11-20', review_by: '2027-02-20' },
    };
    const first = await send('PUT', `/${id}/legal-status`, { ...dated, version: 1 });
    expect(first.status, await first.clone().text()).toBe(200);
    expect((await json<StaffLegalStatus>(first)).source).toMatchObject({
      checked_on: '2026-11-20',
      review_by: '2027-02-20',
    });
    const again = await send('PUT', `/${id}/legal-status`, { ...NEW_LEGAL_STATUS, version: 2 });
    expect((await json<StaffLegalStatus>(again)).source.review_by).toBe('2027-02-20');
    const wrong = await send('PUT', `/${id}/legal-status`, {
      ...dated,
      source: { ...dated.source, review_by: '2027-02-30' },
      version: 3,
    });
    expect(wrong.status).toBe(422);
  });

  it('lists the facts past their review date, the most overdue first, then the undated', async () => {
    const id = await insertAgreement(api);
    await api.db
      .update(tradeAgreements)
      .set({ legal_status_checked_on: '2020-01-01', legal_status_review_by: '2020-06-01' })
      .where(eq(tradeAgreements.id, id));
    const response = await staff.send('GET', '/market-access/review');
    expect(response.status).toBe(200);
    const { facts } = await json<{ facts: FactToReview[] }>(response);
    expect(facts[0]).toMatchObject({
      kind: 'legal_status',
      agreement_id: id,
      review_by: '2020-06-01',
      state: 'overdue',
    });
    // A row nobody dated (here a heading whose dates were cleared) is listed for staff to check.
    await api.db
      .update(agreementHeadings)
      .set({ checked_on: null, review_by: null })
      .where(
        and(eq(agreementHeadings.agreement_id, US_FTA), eq(agreementHeadings.hs_code, '1509')),
      );
    const again = await json<{ facts: FactToReview[] }>(
      await staff.send('GET', '/market-access/review'),
    );
    expect(again.facts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'heading', label: '1509', state: 'undated' }),
      ]),
    );
    // The facts checked for this issue are not due yet.
    expect(facts.some((fact) => fact.kind === 'legal_status' && fact.agreement_id === 10)).toBe(
      false,
    );
    const states = facts.map((fact) => fact.state);
    expect(states).toEqual([...states].sort());
  });

  it('is refused to a visitor', async () => {
    expect((await api.request('/api/staff/market-access/review')).status).toBe(401);
  });
});
