'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useCallback } from 'react';

import { apiFetch } from '@/lib/http/api-fetch';
import { isLocale } from '@/lib/i18n/routing';

import { toLookupOptions, type LocalizedEntry, type LookupKind } from '../lookup-labels';

// The lists change only when staff edit them; the API itself is cached for 5 minutes.
export const LOOKUP_STALE_MS = 60 * 60 * 1000;

export const lookupQueryKey = (kind: LookupKind) => ['lookups', kind] as const;

/**
 * GET /api{path} with fetch rather than axios: the forms that show these lists load without axios,
 * which comes only with the submission.
 */
export async function fetchLookupJson(path: string): Promise<unknown> {
  const response = await apiFetch(path);
  if (!response.ok) throw new Error(`GET /api${path} answered ${response.status}`);
  return response.json();
}

// GET /api/{countries|industries|positions|type_of_client|type_of_barriers}; the schemas that check
// the rows (and zod) come with the first fetch, not with the form.
export async function fetchLookup(kind: LookupKind): Promise<LocalizedEntry[]> {
  const { LOOKUPS } = await import('../lookup-options');
  const { path, schema } = LOOKUPS[kind];
  return schema.parse(await fetchLookupJson(path));
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
