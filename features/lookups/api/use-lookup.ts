'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useCallback } from 'react';

import { isLocale } from '@/lib/i18n/routing';

import { toLookupOptions, type LocalizedEntry, type LookupKind } from '../lookup-labels';

import { fetchLookupJson, LOOKUP_STALE_MS } from './lookup-fetch';

export { fetchLookupJson, LOOKUP_STALE_MS };

export const lookupQueryKey = (kind: LookupKind) => ['lookups', kind] as const;

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
