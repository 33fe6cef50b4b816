import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import {
  parseReadinessQuestions,
  READINESS_QUESTION_FIELDS,
} from '@/features/lookups/api/use-readiness-questions';
import { readinessQuestionSchema } from '@/features/lookups/schemas';

// The survey checks its questions by hand (no zod on its page); this keeps that check and the
// schema the API and the types follow in step.
const schema = z.array(readinessQuestionSchema);

const VALID = {
  id: 7,
  question_eng: 'We have an export plan.',
  question_ara: 'لدينا خطة تصديرية.',
  section_eng: 'Planning',
  section_ara: 'التخطيط',
  sort_order: 1,
};

const CASES: [string, unknown][] = [
  ['a valid list', [VALID, { ...VALID, id: 8, sort_order: 2 }]],
  ['an empty list', []],
  ['extra fields (dropped)', [{ ...VALID, created_at: '2025-01-01', active: 1 }]],
  ['empty texts', [{ ...VALID, question_ara: '', section_eng: '' }]],
  ['not a list', { data: [VALID] }],
  ['null', null],
  ['a row that is not an object', [VALID, 'text']],
  ['a null row', [null]],
  ['a fractional id', [{ ...VALID, id: 1.5 }]],
  ['an unsafe integer', [{ ...VALID, sort_order: 2 ** 60 }]],
  ['an id as a string', [{ ...VALID, id: '7' }]],
  ['a text as a number', [{ ...VALID, question_eng: 3 }]],
  ['a missing section', [{ ...VALID, section_ara: undefined }]],
  ['NaN', [{ ...VALID, sort_order: Number.NaN }]],
];

describe('the readiness questions’ hand check', () => {
  it('checks the schema’s fields, with the same kinds', () => {
    const shape = readinessQuestionSchema.shape;
    expect(Object.keys(READINESS_QUESTION_FIELDS).sort()).toEqual(Object.keys(shape).sort());
    for (const [name, kind] of Object.entries(READINESS_QUESTION_FIELDS)) {
      const field = shape[name as keyof typeof shape];
      expect(field.safeParse('text').success, name).toBe(kind === 'string');
      expect(field.safeParse(3).success, name).toBe(kind === 'integer');
      expect(field.safeParse(3.5).success, name).toBe(false);
    }
  });

  it.each(CASES)('agrees with the schema on %s', (_name, data) => {
    const expected = schema.safeParse(data);
    if (expected.success) {
      expect(parseReadinessQuestions(data)).toEqual(expected.data);
    } else {
      expect(() => parseReadinessQuestions(data)).toThrow();
    }
  });
});
