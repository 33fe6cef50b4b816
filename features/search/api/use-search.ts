'use client';

import { useEffect, useState } from 'react';

import { apiFetch } from '@/lib/http/api-fetch';

import { DIALOG_RESULT_COUNT, SEARCH_DEBOUNCE_MS, type SearchType } from '../constants';
import type { SearchAnswer } from '../schemas';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; answer: SearchAnswer | null }
  | { status: 'ready'; answer: SearchAnswer }
  | { status: 'failed' };

/** GET /api/search for the dialog: results of `text` (of one type, or all) as typing pauses. */
async function fetchResults(text: string, type: SearchType | null, signal: AbortSignal) {
  const query = new URLSearchParams({ q: text, page_size: String(DIALOG_RESULT_COUNT) });
  if (type) query.set('type', type);
  const response = await apiFetch(`/search?${query.toString()}`, { signal });
  if (!response.ok) throw new Error(`search answered ${response.status}`);
  return (await response.json()) as SearchAnswer;
}

/**
 * The dialog's results (issue 28): asked once typing has paused (SEARCH_DEBOUNCE_MS); a newer text
 * or type cancels the request of the older one, so an early answer never replaces a later one.
 * The previous answer stays shown while the next one loads.
 */
export function useSearch(text: string, type: SearchType | null): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const query = text.trim();

  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((previous) => ({
        status: 'loading',
        answer: 'answer' in previous ? previous.answer : null,
      }));
      fetchResults(query, type, controller.signal).then(
        (answer) => {
          if (!controller.signal.aborted) setState({ status: 'ready', answer });
        },
        () => {
          if (!controller.signal.aborted) setState({ status: 'failed' });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, type]);

  return query ? state : { status: 'idle' };
}
