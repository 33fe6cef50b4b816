// @postgres: search statements (pg_trgm vocabulary after an upgrade)
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { HsCodeResult, HsFinderAnswer } from '@/features/hs-codes/schemas';
import { auditLog, hsCodes, hsSynonyms } from '@/lib/db/schema';
import { upgradeHsFinder } from '@/lib/db/seed/hs/upgrade';
import { rowsOf } from '@/lib/search/vocabulary-match';

import { json, testApiForFile } from './helpers/test-api';

// Issue 45: start-up's upgrade of an older database's HS finder data (lib/db/seed/hs/upgrade.ts):
// the seeded synonyms it lacks (never one staff changed or removed), the subheadings' Arabic
// names where empty (never one staff changed), every code's terms, and Jordan's export values.

const api = testApiForFile();

/** Arabic names of 1509's subheadings, as names-ar/subheadings-*.json will give them. */
const SUBHEADING_NAMES = {
  '150920': 'زيت زيتون بكر ممتاز',
  '150930': 'زيت زيتون بكر',
  '150940': 'زيوت زيتون بكر أخرى',
  '150990': 'زيت زيتون غير بكر وأجزاؤه',
};

const find = async (q: string) => {
  const response = await api.request(`/api/hs-codes?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return json<HsFinderAnswer>(response);
};

const staffPhrases = async () =>
  (
    await api.db
      .select({ phrase_en: hsSynonyms.phrase_en })
      .from(hsSynonyms)
      .where(eq(hsSynonyms.kind, 'staff'))
  ).map((row) => row.phrase_en);

describe('upgradeHsFinder', () => {
  it('changes nothing in a database seeded as now', async () => {
    expect(await upgradeHsFinder(api.db, { subheadingNames: {} })).toMatchObject({
      synonyms: 0,
      names: 0,
      terms: 0,
    });
  });

  it('adds the seeded synonyms an older database lacks, but none that staff changed or removed', async () => {
    await api.db.delete(hsSynonyms).where(eq(hsSynonyms.phrase_en, 'muriate of potash'));
    await api.db.delete(hsSynonyms).where(eq(hsSynonyms.phrase_en, 'DAP'));
    // Staff removed "DAP" in the console: its audit entry says so.
    await api.db.insert(auditLog).values({
      actor_id: 1,
      actor_email: 'editor@example.jo',
      actor_role: 'editor',
      action: 'hs-synonym.delete',
      entity_type: 'hs_synonyms',
      entity_id: '999',
      before: { code: '3105', phrase_en: 'DAP', phrase_ar: 'داب' },
      after: null,
    });
    const first = await upgradeHsFinder(api.db, { subheadingNames: {} });
    expect(first.synonyms).toBe(1);
    const phrases = await staffPhrases();
    expect(phrases).toContain('muriate of potash');
    expect(phrases).not.toContain('DAP');
    expect((await upgradeHsFinder(api.db, { subheadingNames: {} })).synonyms).toBe(0);
    expect((await find('muriate of potash')).data[0]?.code).toBe('3104');
  });

  it('rewrites the terms of codes written before the ranking’s columns', async () => {
    await api.db.execute(
      sql`update hs_codes set subject_terms = '{}', minor_terms = '{}', head_terms = '{}'
        where code like '33%'`,
    );
    expect((await upgradeHsFinder(api.db, { subheadingNames: {} })).terms).toBeGreaterThan(10);
    const [cosmetics] = await api.db
      .select({ minor: hsCodes.minor_terms, heads: hsCodes.head_terms })
      .from(hsCodes)
      .where(eq(hsCodes.code, '3304'));
    expect(cosmetics!.minor).toContain('medicaments');
    // The head nouns (issue 55): 33.04's "Cosmetic and toilet preparations" are preparations.
    expect(cosmetics!.heads).toContain('preparations');
  });

  it('computes the sound keys of the terms of a database of before (issue 55)', async () => {
    await api.db.execute(sql`update hs_terms set loan_key = null`);
    await upgradeHsFinder(api.db, { subheadingNames: {} });
    const keys = rowsOf<{ term: string; loan_key: string | null }>(
      await api.db.execute(
        sql`select term, loan_key from hs_terms where term in ('digital', 'tea') order by term`,
      ),
    );
    expect(keys).toEqual([
      { term: 'digital', loan_key: 'dgtl' },
      { term: 'tea', loan_key: '' },
    ]);
  });

  it('gives subheadings their Arabic names where empty, never over a staff edit, and finds them by it', async () => {
    // A database seeded before issue 45: 1509's subheadings without Arabic names.
    await api.db.execute(sql`update hs_codes set name_ar = '' where parent = '1509'`);
    await api.db.insert(auditLog).values({
      actor_id: 1,
      actor_email: 'editor@example.jo',
      actor_role: 'editor',
      action: 'hs-code.update',
      entity_type: 'hs_codes',
      entity_id: '150990',
      before: { name_ar: 'اسم' },
      after: { name_ar: '' },
    });
    const upgraded = await upgradeHsFinder(api.db, { subheadingNames: SUBHEADING_NAMES });
    expect(upgraded.names).toBe(3);
    const names = rowsOf<{ code: string; name_ar: string }>(
      await api.db.execute(
        sql`select code, name_ar from hs_codes where parent = '1509' order by code`,
      ),
    );
    expect(names).toEqual([
      { code: '150920', name_ar: SUBHEADING_NAMES['150920'] },
      { code: '150930', name_ar: SUBHEADING_NAMES['150930'] },
      { code: '150940', name_ar: SUBHEADING_NAMES['150940'] },
      { code: '150990', name_ar: '' },
    ]);
    expect((await upgradeHsFinder(api.db, { subheadingNames: SUBHEADING_NAMES })).names).toBe(0);

    // Found by its own name and by its heading's; shown with its own (not the heading's).
    const answer = await find('زيت زيتون بكر ممتاز');
    const own = answer.data.find((item) => item.code === '150920') as HsCodeResult;
    expect(answer.data.slice(0, 3).map((item) => item.code)).toContain('150920');
    expect(own).toMatchObject({ name_ar: SUBHEADING_NAMES['150920'], name_ar_of_heading: false });
    expect((await find('زيت الزيتون')).data.map((item) => item.code)).toContain('150930');

    // The heading's page lists each subheading with its own Arabic name when it has one.
    const tree = await json<{ children: HsCodeResult[] }>(
      await api.request('/api/hs-codes/tree/1509'),
    );
    expect(tree.children.map((child) => [child.code, child.name_ar_of_heading])).toEqual([
      ['150920', false],
      ['150930', false],
      ['150940', false],
      ['150990', true],
    ]);
  });

  it('writes what Jordan exports of each code from the flows imported, a heading the sum of its subheadings', async () => {
    const rows = rowsOf<{ code: string; export_value: number }>(
      await api.db.execute(
        sql`select code, export_value from hs_codes where code in ('15', '1509', '150920', '150930', '3104', '310420') order by code`,
      ),
    );
    const value = new Map(rows.map((row) => [row.code, Number(row.export_value)]));
    expect(value.get('150920')).toBeGreaterThan(0);
    expect(value.get('1509')).toBeCloseTo(value.get('150920')! + value.get('150930')!, 3);
    expect(value.get('310420')).toBeGreaterThan(0);
    expect(value.get('15')).toBe(0);
    // Idempotent: nothing to write again.
    expect((await upgradeHsFinder(api.db, { subheadingNames: {} })).exports).toBe(0);
    expect(
      await api.db
        .select({ code: hsCodes.code })
        .from(hsCodes)
        .where(and(eq(hsCodes.level, 4), sql`export_value > 0`)),
    ).toEqual(expect.arrayContaining([{ code: '1509' }, { code: '3104' }]));
  });
  it('corrects the seeded synonyms found wrong, but none that staff changed (issue 55)', async () => {
    const staff = (phrase: string) =>
      and(eq(hsSynonyms.kind, 'staff'), eq(hsSynonyms.phrase_en, phrase));
    const row = async (phrase: string) =>
      (await api.db.select().from(hsSynonyms).where(staff(phrase)))[0];
    // An older database: "tee shirt" as first seeded; staff gave "fibre optic cables" an Arabic of
    // their own; "bulgur" at its old code, whose new one (1904) this test database lacks.
    await api.db
      .update(hsSynonyms)
      .set({ phrase_ar: 'قميص قطني', terms: [] })
      .where(staff('tee shirt'));
    await api.db
      .update(hsSynonyms)
      .set({ phrase_ar: 'كوابل فايبر' })
      .where(staff('fibre optic cables'));
    await api.db
      .insert(hsSynonyms)
      .values({ code: '1104', phrase_en: 'bulgur', phrase_ar: 'برغل', terms: ['bulgur', 'برغل'] });
    expect(await upgradeHsFinder(api.db, { subheadingNames: {} })).toMatchObject({
      corrected: 1,
      synonymTerms: 2,
    });
    expect(await row('tee shirt')).toMatchObject({ phrase_ar: 'تي شيرت' });
    expect((await row('tee shirt'))?.terms).toContain('شيرت');
    expect(await row('fibre optic cables')).toMatchObject({ phrase_ar: 'كوابل فايبر' });
    expect(await row('bulgur')).toMatchObject({ code: '1104' });
    expect(await upgradeHsFinder(api.db, { subheadingNames: {} })).toMatchObject({
      corrected: 0,
      synonymTerms: 0,
    });
    expect((await find('تي شيرت')).data[0]?.code).toMatch(/^6109/);
  });
});
