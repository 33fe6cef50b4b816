'use client';

import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { readinessQuestionSchema, type ReadinessQuestion } from '../schemas';

import { fetchLookupJson, LOOKUP_STALE_MS } from './use-lookup';

export const READINESS_QUESTIONS_KEY = ['lookups', 'enquiries-questions'] as const;

// GET /api/enquiries-questions – the active survey questions in their order, in both languages.
export async function fetchReadinessQuestions(): Promise<ReadinessQuestion[]> {
  return z.array(readinessQuestionSchema).parse(await fetchLookupJson('/enquiries-questions'));
}

/** The readiness survey's questions (both languages: the answers carry both section names). */
export function useReadinessQuestions() {
  return useQuery({
    queryKey: READINESS_QUESTIONS_KEY,
    queryFn: fetchReadinessQuestions,
    staleTime: LOOKUP_STALE_MS,
  });
}
