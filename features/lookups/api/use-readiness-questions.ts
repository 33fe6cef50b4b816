'use client';

import { useQuery } from '@tanstack/react-query';

import type { ReadinessQuestion } from '../schemas';

import { fetchLookupJson, LOOKUP_STALE_MS } from './lookup-fetch';

export const READINESS_QUESTIONS_KEY = ['lookups', 'enquiries-questions'] as const;

/**
 * The fields of readinessQuestionSchema (../schemas.ts) and their kinds, checked by hand so the
 * survey page loads without zod; tests/unit/readiness-questions-check.test.ts keeps the two in step.
 */
export const READINESS_QUESTION_FIELDS = {
  id: 'integer',
  question_eng: 'string',
  question_ara: 'string',
  section_eng: 'string',
  section_ara: 'string',
  sort_order: 'integer',
} as const satisfies Record<keyof ReadinessQuestion, 'integer' | 'string'>;

const FIELDS = Object.entries(READINESS_QUESTION_FIELDS) as [
  keyof ReadinessQuestion,
  'integer' | 'string',
][];

/** The answer as questions (the listed fields only), or an error naming what is wrong. */
export function parseReadinessQuestions(data: unknown): ReadinessQuestion[] {
  if (!Array.isArray(data)) throw new TypeError('The readiness questions are not a list');
  return data.map((item: unknown, index) => {
    if (typeof item !== 'object' || item === null) {
      throw new TypeError(`Readiness question ${index} is not an object`);
    }
    const row = item as Record<string, unknown>;
    const question: Record<string, unknown> = {};
    for (const [name, kind] of FIELDS) {
      const value = row[name];
      const fits = kind === 'string' ? typeof value === 'string' : Number.isSafeInteger(value);
      if (!fits) throw new TypeError(`Readiness question ${index}: ${name} is not a ${kind}`);
      question[name] = value;
    }
    return question as ReadinessQuestion;
  });
}

// GET /api/enquiries-questions – the active survey questions in their order, in both languages.
export async function fetchReadinessQuestions(): Promise<ReadinessQuestion[]> {
  return parseReadinessQuestions(await fetchLookupJson('/enquiries-questions'));
}

/** The readiness survey's questions (both languages: the answers carry both section names). */
export function useReadinessQuestions() {
  return useQuery({
    queryKey: READINESS_QUESTIONS_KEY,
    queryFn: fetchReadinessQuestions,
    staleTime: LOOKUP_STALE_MS,
  });
}
