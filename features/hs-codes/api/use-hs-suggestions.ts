'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { apiFetch } from '@/lib/http/api-fetch';

import { HS_QUERY_MAX } from '../constants';
import { hsFinderAnswerSchema, type HsCodeResult } from '../schemas';

// The HS finder's first results for what a member types in a code field (issue 37): asked once the
// typing pauses, from two characters on.

const PAUSE_MS = 250;
const MIN_LENGTH = 2;
const SUGGESTIONS = 8;

async function fetchSuggestions(query: string): Promise<HsCodeResult[]> {
  const search = new URLSearchParams({ q: query, page_size: String(SUGGESTIONS) });
  const response = await apiFetch(`/hs-codes?${search.toString()}`);
  if (!response.ok) throw new Error(`GET /api/hs-codes answered ${response.status}`);
  return hsFinderAnswerSchema.parse(await response.json()).data;
}

/** The suggestions for `text` once it has stood still for a moment; none for a short text. */
export function useHsSuggestions(text: string) {
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text.trim().slice(0, HS_QUERY_MAX)), PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const enabled = query.length >= MIN_LENGTH;
  const answer = useQuery({
    queryKey: ['hs-suggestions', query],
    queryFn: () => fetchSuggestions(query),
    enabled,
    staleTime: 5 * 60_000,
  });
  return {
    suggestions: enabled ? (answer.data ?? []) : [],
    searching: enabled && (answer.isFetching || query !== text.trim()),
    failed: enabled && answer.isError,
  };
}
