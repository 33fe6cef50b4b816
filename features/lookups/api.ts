'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import { z } from 'zod';

import { http } from '@/lib/http/client';
import { isLocale } from '@/lib/i18n/routing';

import { LOOKUPS, toLookupOptions, type LocalizedEntry, type LookupKind } from './options';
import { readinessQuestionSchema, type ReadinessQuestion } from './schemas';

// The lists change only when staff edit them; the API itself is cached for 5 minutes.
const LOOKUP_STALE_MS = 60 * 60 * 1000;

export const lookupQueryKey = (kind: LookupKind) => ['lookups', kind] as const;
export const READINESS_QUESTIONS_KEY = ['lookups', 'enquiries-questions'] as const;

// GET /api/{countries|industries|positions|type_of_client|type_of_barriers}
export async function fetchLookup(kind: LookupKind): Promise<LocalizedEntry[]> {
  const { path, schema } = LOOKUPS[kind];
  const response = await http.get(path);
  return schema.parse(response.data);
}

/**
 * A lookup as select options `{ id, label }` in the page's language (Arabic falls back to
 * English), sorted by label: `const { data: countries = [] } = useLookup('countries')`.
 * The rows are cached once for both languages; only the labels follow the locale.
 */
export function useLookup(kind: LookupKind) {
  const current = useLocale();
  const locale = isLocale(current) ? current : 'en';
  const select = useCallback(
    (entries: LocalizedEntry[]) => toLookupOptions(entries, locale),
    [locale],
  );
  return useQuery({
    queryKey: lookupQueryKey(kind),
    queryFn: () => fetchLookup(kind),
    staleTime: LOOKUP_STALE_MS,
    select,
  });
}

// GET /api/enquiries-questions – the active survey questions in their order, in both languages.
export async function fetchReadinessQuestions(): Promise<ReadinessQuestion[]> {
  const response = await http.get('/enquiries-questions');
  return z.array(readinessQuestionSchema).parse(response.data);
}

/** The readiness survey's questions (both languages: the answers carry both section names). */
export function useReadinessQuestions() {
  return useQuery({
    queryKey: READINESS_QUESTIONS_KEY,
    queryFn: fetchReadinessQuestions,
    staleTime: LOOKUP_STALE_MS,
  });
}
