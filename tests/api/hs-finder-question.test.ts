import { describe, expect, it } from 'vitest';

import { carriesQualifier } from '@/features/hs-codes/finder-qualifiers';
import type { HsFinderAnswer } from '@/features/hs-codes/schemas';

import { json, testApiForFile } from './helpers/test-api';

// Issue 55, item 4: when the finder's best codes differ by one qualifier the nomenclature decides
// by, the answer asks it (`question`), in English and Arabic; asked again with `qualifier`, only
// the codes carrying the answer are kept. Goods named as the nomenclature names them.

const api = testApiForFile({ wholeNomenclature: true });

const find = async (q: string, extra = '') => {
  const response = await api.request(`/api/hs-codes?q=${encodeURIComponent(q)}${extra}`);
  expect(response.status, q).toBe(200);
  return json<HsFinderAnswer>(response);
};
const options = (answer: HsFinderAnswer) => answer.question?.options.map((option) => option.value);
const codes = (answer: HsFinderAnswer) => answer.data.map((result) => result.code);

describe('GET /api/hs-codes: the question', () => {
  it('asks fresh or frozen for spinach, in both languages', async () => {
    const answer = await find('spinach');
    expect(answer.question).toMatchObject({
      kind: 'state',
      parameter: 'qualifier',
      text_en: 'What state are the goods in?',
      text_ar: 'ما حالة البضاعة؟',
    });
    expect(options(answer)).toEqual(['fresh', 'frozen']);
    expect(answer.question?.options[1]).toEqual({
      value: 'frozen',
      text_en: 'Frozen',
      text_ar: 'مجمّدة',
      chosen: false,
    });
  });

  it.each([
    ['peas', ['fresh', 'frozen', 'dried', 'prepared']],
    ['sardines', ['prepared']],
    ['mushrooms', ['fresh', 'dried', 'prepared']],
    ['فراولة', ['fresh', 'frozen', 'prepared']],
  ])('asks raw or prepared for "%s"', async (q, expected) => {
    const answer = await find(q);
    expect(answer.question?.kind).toBe('state');
    expect(options(answer)).toEqual(expect.arrayContaining(expected));
  });

  it.each([
    ['shirts', 'fabric', ['knitted', 'woven']],
    ['trousers', 'fabric', ['knitted', 'woven']],
    ['cotton yarn', 'packing', ['retail', 'bulk']],
    ['أدوية', 'packing', ['retail', 'bulk']],
  ])('asks about "%s": %s', async (q, kind, expected) => {
    const answer = await find(q);
    expect(answer.question?.kind).toBe(kind);
    expect(options(answer)).toEqual(expected);
  });

  it.each([
    'olive oil',
    'زيت زيتون',
    'frozen peas',
    'knitted shirts',
    '0710',
    'accounting services',
  ])(
    'asks nothing for "%s": the candidates agree, the words say it, or it is a code or a service',
    async (q) => {
      expect(await find(q)).not.toHaveProperty('question');
    },
  );
});

describe('GET /api/hs-codes?qualifier=: the answer narrows', () => {
  it('keeps the frozen peas, the question still asked with its answer marked', async () => {
    const all = await find('peas');
    const frozen = await find('peas', '&qualifier=frozen');
    expect(frozen.total).toBeGreaterThan(0);
    expect(frozen.total).toBeLessThan(all.total);
    expect(codes(frozen)).toContain('071021');
    expect(codes(frozen)).not.toContain('070810');
    for (const result of frozen.data)
      expect(carriesQualifier(result, 'frozen'), result.code).toBe(true);
    const chosen = frozen.question?.options.filter((option) => option.chosen);
    expect(chosen?.map((option) => option.value)).toEqual(['frozen']);
    const prepared = await find('peas', '&qualifier=prepared');
    expect(codes(prepared)[0]).toBe('200540');
  });

  it('keeps chapter 61 for knitted shirts and chapter 62 for woven ones', async () => {
    const knitted = await find('shirts', '&qualifier=knitted');
    expect(knitted.total).toBeGreaterThan(0);
    expect(codes(knitted).every((code) => code.startsWith('61'))).toBe(true);
    const woven = await find('shirts', '&qualifier=woven');
    expect(codes(woven)[0]).toBe('6205');
    expect(codes(woven).every((code) => code.startsWith('62'))).toBe(true);
  });

  it('keeps the yarn put up for retail sale', async () => {
    const retail = await find('cotton yarn', '&qualifier=retail');
    expect(codes(retail).slice(0, 3)).toEqual(['5207', '520710', '520790']);
    expect(codes(retail)).not.toContain('5205');
  });

  it.each([
    ['en', 'Choose one of the finder’s answers'],
    ['ar', 'اختر إحدى إجابات الباحث'],
  ])('refuses an unknown answer with a 422 in %s', async (language, message) => {
    for (const value of ['boiled', 'FROZEN', '', 'frozen%20']) {
      const response = await api.request(`/api/hs-codes?q=peas&qualifier=${value}`, {
        headers: { 'Accept-Language': language },
      });
      expect(response.status, value).toBe(422);
      const body = await json<{ errors: Record<string, string[]> }>(response);
      expect(body.errors.qualifier?.[0]).toContain(message);
    }
    // A control character is refused by the API's own rule first: a 422 all the same.
    const nul = await api.request('/api/hs-codes?q=peas&qualifier=frozen%00');
    expect(nul.status).toBe(422);
  });

  it('documents the parameter and the question in the OpenAPI document', async () => {
    const document = await json<{
      paths: Record<
        string,
        {
          get?: {
            description?: string;
            parameters?: { name: string }[];
            responses: Record<string, unknown>;
          };
        }
      >;
    }>(await api.request('/api/openapi.json'));
    const operation = document.paths['/api/hs-codes']?.get;
    expect(operation?.description).toMatch(/`question`/);
    expect(operation?.parameters?.map((parameter) => parameter.name)).toContain('qualifier');
    const answer = JSON.stringify(operation?.responses['200']);
    expect(answer).toContain('question');
    expect(answer).toContain('knitted');
  });
});
