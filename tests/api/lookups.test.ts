import { existsSync } from 'node:fs';
import path from 'node:path';

import { count, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import * as schema from '@/lib/db/schema';
import { seedDatabase } from '@/lib/db/seed';
import type { Db } from '@/lib/db/types';

import { buildApiWith, json, TEST_HS_CHAPTERS, testApiForFile } from './helpers/test-api';

type Row = Record<string, unknown>;

const ARABIC = /[\u0600-\u06FF]/;

const api = testApiForFile();

const getList = async <T = Row>(url: string) => {
  const response = await api.request(url);
  expect(response.status, url).toBe(200);
  expect(response.headers.get('cache-control'), url).toBe(
    'public, max-age=0, must-revalidate, s-maxage=300',
  );
  return json<T[]>(response);
};

const expectUnique = (values: unknown[]) => expect(new Set(values).size).toBe(values.length);

describe('GET /api/countries', () => {
  type Country = { id: number; name_eng: string; name_ara: string; code_3: string };

  it('lists every ISO 3166-1 country and territory with Arabic names and alpha-3 codes', async () => {
    const countries = await getList<Country>('/api/countries');
    expect(countries.length).toBeGreaterThanOrEqual(249);
    for (const country of countries) {
      expect(Object.keys(country).sort()).toEqual(['code_3', 'id', 'name_ara', 'name_eng']);
      expect(country.code_3).toMatch(/^[A-Z]{3}$/);
      expect(country.name_eng.trim()).not.toBe('');
      expect(country.name_ara).toMatch(ARABIC);
    }
    expectUnique(countries.map((c) => c.id));
    expectUnique(countries.map((c) => c.code_3));
  });

  it('uses the ISO numeric code as id and the official Arabic short names', async () => {
    const countries = await getList<Country>('/api/countries');
    const byCode = new Map(countries.map((c) => [c.code_3, c]));
    expect(byCode.get('JOR')).toEqual({
      id: 400,
      code_3: 'JOR',
      name_eng: 'Jordan',
      name_ara: 'الأردن',
    });
    expect(byCode.get('SAU')?.name_ara).toBe('المملكة العربية السعودية');
    expect(byCode.get('ARE')?.name_ara).toBe('الإمارات العربية المتحدة');
    expect(byCode.get('USA')).toMatchObject({ id: 840, name_ara: 'الولايات المتحدة الأمريكية' });
    expect(byCode.get('GBR')).toMatchObject({ id: 826, name_ara: 'المملكة المتحدة' });
    expect(byCode.get('PSE')?.name_ara).toBe('فلسطين');
  });

  it('is sorted by English name', async () => {
    const names = (await getList<Country>('/api/countries')).map((c) => c.name_eng);
    const collator = new Intl.Collator('en', { sensitivity: 'base' });
    expect(names).toEqual([...names].sort(collator.compare));
    expect(names[0]).toBe('Afghanistan');
  });
});

describe('the other lookups', () => {
  it("GET /api/industries lists Jordan's export sectors in both languages", async () => {
    const industries = await getList<Row>('/api/industries');
    expect(industries.length).toBeGreaterThanOrEqual(18);
    for (const industry of industries) {
      expect(industry).toEqual({
        iid: expect.any(Number),
        name_eng: expect.any(String),
        name_ara: expect.stringMatching(ARABIC),
        image: expect.any(String),
        kind: expect.stringMatching(/^(products|services)$/),
      });
    }
    expectUnique(industries.map((i) => i.iid));
    expect(industries.map((i) => i.name_eng)).toEqual(
      expect.arrayContaining(['Pharmaceuticals and Medical Supplies', 'Garments and Textiles']),
    );
  });

  it('GET /api/positions answers name and name_translations', async () => {
    const positions = await getList<Row>('/api/positions');
    expect(positions.length).toBeGreaterThanOrEqual(12);
    for (const position of positions) {
      expect(position).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        name_translations: { en: expect.any(String), ar: expect.stringMatching(ARABIC) },
      });
    }
    expectUnique(positions.map((p) => p.id));
  });

  it.each([
    ['/api/type_of_client', 6],
    ['/api/type_of_barriers', 10],
  ])('GET %s lists at least %i types in both languages', async (url, minimum) => {
    const rows = await getList<Row>(url);
    expect(rows.length).toBeGreaterThanOrEqual(minimum);
    for (const row of rows) {
      expect(row).toEqual({
        id: expect.any(Number),
        name_eng: expect.any(String),
        name_ara: expect.stringMatching(ARABIC),
      });
    }
    expectUnique(rows.map((r) => r.id));
  });
});

describe('GET /api/enquiries-questions', () => {
  type Question = {
    id: number;
    question_eng: string;
    question_ara: string;
    section_eng: string;
    section_ara: string;
    sort_order: number;
  };

  it('answers the survey in its order, grouped in sections, in both languages', async () => {
    const questions = await getList<Question>('/api/enquiries-questions');
    expect(questions.length).toBeGreaterThanOrEqual(15);
    const orders = questions.map((q) => q.sort_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    for (const question of questions) {
      expect(Object.keys(question).sort()).toEqual(
        ['id', 'question_ara', 'question_eng', 'section_ara', 'section_eng', 'sort_order'].sort(),
      );
      expect(question.question_ara).toMatch(ARABIC);
      expect(question.section_ara).toMatch(ARABIC);
    }
    const sections = new Set(questions.map((q) => q.section_eng));
    expect(sections.size).toBeGreaterThanOrEqual(4);
    // Sections come in one block each, as the result view lists them.
    const blocks = questions.filter(
      (q, i) => i === 0 || questions[i - 1]?.section_eng !== q.section_eng,
    );
    expect(blocks).toHaveLength(sections.size);
  });

  it('leaves out questions whose status is not 1 and follows sort_order, not the id', async () => {
    await api.db.insert(schema.enquiryQuestions).values([
      {
        id: 1001,
        question_eng: 'Retired',
        question_ara: 'سؤال ملغى',
        section_eng: 'X',
        section_ara: 'س',
        sort_order: 1,
        status: 0,
      },
      {
        id: 1002,
        question_eng: 'First',
        question_ara: 'السؤال الأول',
        section_eng: 'Intro',
        section_ara: 'مقدمة',
        sort_order: 0,
        status: 1,
      },
    ]);
    try {
      const ids = (await getList<Question>('/api/enquiries-questions')).map((q) => q.id);
      expect(ids).not.toContain(1001);
      expect(ids[0]).toBe(1002);
    } finally {
      await api.db
        .delete(schema.enquiryQuestions)
        .where(inArray(schema.enquiryQuestions.id, [1001, 1002]));
    }
  });
});

describe('the enquiry pages the forms read', () => {
  const getPage = async (id: number) => {
    const response = await api.request(`/api/enquiries-page/${id}`);
    expect(response.status).toBe(200);
    return json<Row[]>(response);
  };

  it.each([1, 2, 3, 5, 6, 7])(
    'enquiries-page/%i has bilingual texts, a tooltip and an image that exists',
    async (id) => {
      const [page] = await getPage(id);
      expect(page?.id).toBe(id);
      for (const field of ['title', 'subtitle', 'tooltip']) {
        expect(String(page?.[`${field}_eng`]).trim()).not.toBe('');
        expect(String(page?.[`${field}_ara`])).toMatch(ARABIC);
      }
      const image = String(page?.image);
      expect(image).toMatch(/^\/images\//);
      expect(existsSync(path.join(process.cwd(), 'public', image))).toBe(true);
    },
  );

  it('page 3 explains how to read the readiness score', async () => {
    const [page] = await getPage(3);
    expect(String(page?.result_description_eng)).toMatch(/average/i);
    expect(String(page?.result_description_ara)).toMatch(/متوسط/);
  });
});

describe('documentation and seeding', () => {
  it('documents every lookup in /api/openapi.json', async () => {
    const document = await json<{ paths: Record<string, unknown> }>(
      await api.request('/api/openapi.json'),
    );
    for (const url of [
      '/api/countries',
      '/api/industries',
      '/api/positions',
      '/api/type_of_client',
      '/api/type_of_barriers',
      '/api/enquiries-questions',
    ]) {
      expect(document.paths, url).toHaveProperty([url, 'get']);
    }
  });

  it('never lets a shared cache keep an error answer', async () => {
    const broken = {
      select: () => {
        throw new Error('database down');
      },
    } as unknown as Db;
    const response = await buildApiWith(async () => broken).request('/api/countries');
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control') ?? '').not.toContain('public');
  });

  it('seeding again adds nothing, in both seeding modes', async () => {
    const tables = [
      schema.countries,
      schema.industries,
      schema.positions,
      schema.clientTypes,
      schema.barrierTypes,
      schema.enquiryQuestions,
      schema.enquiryPages,
    ];
    const counts = () =>
      Promise.all(
        tables.map(async (table) => (await api.db.select({ n: count() }).from(table))[0]?.n),
      );
    const before = await counts();
    await seedDatabase(api.db, { hsChapters: TEST_HS_CHAPTERS });
    await seedDatabase(api.db, { onlyEmptyTables: true, hsChapters: TEST_HS_CHAPTERS });
    expect(await counts()).toEqual(before);
    expect(before[0]).toBe(249);
    // Two whole seedings: seconds on a quiet machine, over the usual 30 s on a loaded one.
  }, 120_000);
});
