'use client';

import { useEffect, useState } from 'react';

import { apiFetch } from '@/lib/http/api-fetch';
import { setCurrentUser } from '@/lib/session/current-user';

import type { HsTopicAnswer, Publication, PublicationFilters } from '../schemas';

export type PublicationsPage = {
  data: Publication[];
  total: number;
  page: number;
  page_size: number;
  page_count: number;
  /** The HS code asked for, as the nomenclature names it (issue 37); null: no such code. */
  hs_code?: HsTopicAnswer | null;
};

export type CatalogueData =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'ready';
      page: PublicationsPage;
      filters: PublicationFilters;
      /** A new page is on its way; the one shown is the last. */
      busy: boolean;
    };

type Loaded<T> = { key: string; value: T | 'failed' };

async function read<T>(path: string, signal: AbortSignal): Promise<T> {
  const response = await apiFetch(path, { signal });
  // The session ended meanwhile: the page shows the visitor's login warning again.
  if (response.status === 401) setCurrentUser(null);
  if (!response.ok) throw new Error(`GET /api${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * One GET, asked again when `key` changes (a new query or a retry): the last answer, and whether
 * it is the answer of this key (an older one shows while the new one loads).
 */
function useRead<T>(path: string, key: string): { value: T | 'failed'; current: boolean } | null {
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    read<T>(path, controller.signal).then(
      (value) => setLoaded({ key, value }),
      () => {
        if (!controller.signal.aborted) setLoaded({ key, value: 'failed' });
      },
    );
    return () => controller.abort();
  }, [path, key]);
  return loaded && { value: loaded.value, current: loaded.key === key };
}

// GET /api/publications?{search} – the page the address names; GET /api/publications/filters –
// the filters' choices, once (again after a failure, when the visitor retries).
export function usePublications(search: string, attempt: number): CatalogueData {
  const page = useRead<PublicationsPage>(`/publications${search}`, `${search}#${attempt}`);
  const filters = useRead<PublicationFilters>('/publications/filters', `filters#${attempt}`);
  const retrying = [page, filters].some((read) => read && !read.current && read.value === 'failed');
  if (!page || !filters || retrying) return { status: 'loading' };
  if (page.value === 'failed' || filters.value === 'failed') return { status: 'failed' };
  return { status: 'ready', page: page.value, filters: filters.value, busy: !page.current };
}
