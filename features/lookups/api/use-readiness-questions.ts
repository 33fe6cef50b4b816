'use client';

import { useQuery } from '@tanstack/react-query';

import type { ReadinessQuestion } from '../schemas';

import { fetchLookupJson, LOOKUP_STALE_MS } from './use-lookup';

export const READINESS_QUESTIONS_KEY = ['lookups', 'enquiries-questions'] as const;

// GET /api/enquiries-questions – the active survey questions in their order, in both languages.
// zod and the schema are fetched alongside the answer, not with the survey page.
export async function fetchReadinessQuestions(): Promise<ReadinessQuestion[]> {
  const [answer, { z }, { readinessQuestionSchema }] = await Promise.all([
    fetchLookupJson('/enquiries-questions'),
    import('zod'),
    import('../schemas'),
  ]);
  return z.array(readinessQuestionSchema).parse(answer);
}

/** The readiness survey's questions (both languages: the answers carry both section names). */
export function useReadinessQuestions() {
  return useQuery({
    queryKey: READINESS_QUESTIONS_KEY,
    queryFn: fetchReadinessQuestions,
    staleTime: LOOKUP_STALE_MS,
  });
}
