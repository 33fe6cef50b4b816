'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';

import { fetchLookupJson, LOOKUP_STALE_MS } from '@/features/lookups/api/lookup-fetch';
import { useLookup } from '@/features/lookups/api/use-lookup';
import {
  toLookupOptions,
  type LocalizedEntry,
  type LookupOption,
} from '@/features/lookups/lookup-labels';
import { isLocale } from '@/lib/i18n/routing';

import type { OfferingKind } from '../offering-schemas';

type SubEntry = LocalizedEntry & { sector: number };

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const id = (value: unknown) => (Number.isSafeInteger(value) ? (value as number) : null);

/** A subsector row of GET /api/sub_ind, or null when it lacks a field. */
function subEntryOf(row: unknown): SubEntry | null {
  if (typeof row !== 'object' || row === null) return null;
  const { id: subId, ind_id, SUB_NAME_ENG, SUB_NAME_ARA } = row as Record<string, unknown>;
  const [entry, sector, en] = [id(subId), id(ind_id), text(SUB_NAME_ENG)];
  if (entry === null || sector === null || en === null) return null;
  return { id: entry, sector, en, ar: text(SUB_NAME_ARA) ?? '' };
}

// GET /api/sub_ind: every subsector (about 150) once, filtered here as the sector changes.
// part 3 §8 "Lookup load failure: only logged; empty lists".
async function fetchSubsectors(): Promise<SubEntry[]> {
  try {
    const data = await fetchLookupJson('/sub_ind');
    if (!Array.isArray(data)) throw new TypeError('The subsectors are not a list');
    return data.map(subEntryOf).filter((entry) => entry !== null);
  } catch (error) {
    console.error('The subsectors could not be loaded', error);
    throw error;
  }
}

/**
 * The sectors of products or services (the lookups' `industries-for-…`, shared with the company
 * form) and the subsectors of the chosen sector, as select options in the page's language.
 */
export function useOfferingSectors(kind: OfferingKind, sector: number | '') {
  const current = useLocale();
  const locale = isLocale(current) ? current : 'en';
  const { data: sectorOptions = [] } = useLookup(`industries-for-${kind}`);
  const subsectors = useQuery({
    queryKey: ['lookups', 'sub_ind'],
    queryFn: fetchSubsectors,
    staleTime: LOOKUP_STALE_MS,
  });
  const subsectorOptions: LookupOption[] = useMemo(
    () =>
      sector === ''
        ? []
        : toLookupOptions(
            (subsectors.data ?? []).filter((entry) => entry.sector === sector),
            locale,
          ),
    [subsectors.data, sector, locale],
  );
  return { sectorOptions, subsectorOptions };
}
