'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';

import { fetchLookupJson, LOOKUP_STALE_MS } from '@/features/lookups/api/lookup-fetch';
import {
  toLookupOptions,
  type LocalizedEntry,
  type LookupOption,
} from '@/features/lookups/lookup-labels';
import { isLocale } from '@/lib/i18n/routing';

import type { OfferingKind } from '../schemas';

type SubEntry = LocalizedEntry & { sector: number };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The rows of a list answer that have the named fields (a malformed row is left out). */
function rowsOf<T>(data: unknown, read: (row: Record<string, unknown>) => T | null): T[] {
  if (!Array.isArray(data)) throw new TypeError('The answer is not a list');
  return data.flatMap((row: unknown) => {
    const entry = isRecord(row) ? read(row) : null;
    return entry ? [entry] : [];
  });
}

/** part 3 §8 "Lookup load failure: only logged; empty lists". */
const logged =
  <T>(load: () => Promise<T>, what: string) =>
  () =>
    load().catch((error: unknown) => {
      console.error(`${what} could not be loaded`, error);
      throw error;
    });

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const id = (value: unknown) => (Number.isSafeInteger(value) ? (value as number) : null);

// GET /api/industries-for-products | industries-for-services: iid, name_eng, name_ara.
async function fetchSectors(kind: OfferingKind): Promise<LocalizedEntry[]> {
  return rowsOf(await fetchLookupJson(`/industries-for-${kind}`), (row) => {
    const [iid, en, ar] = [id(row.iid), text(row.name_eng), text(row.name_ara)];
    return iid === null || en === null ? null : { id: iid, en, ar: ar ?? '' };
  });
}

// GET /api/sub_ind: every subsector (about 150) once, filtered here as the sector changes.
async function fetchSubsectors(): Promise<SubEntry[]> {
  return rowsOf(await fetchLookupJson('/sub_ind'), (row) => {
    const [subId, sector] = [id(row.id), id(row.ind_id)];
    const [en, ar] = [text(row.SUB_NAME_ENG), text(row.SUB_NAME_ARA)];
    return subId === null || sector === null || en === null
      ? null
      : { id: subId, sector, en, ar: ar ?? '' };
  });
}

/**
 * The sectors of products or services and the subsectors of the chosen sector, as select options
 * in the page's language. A failed load leaves a list empty (part 3 §8: only logged).
 */
export function useOfferingSectors(kind: OfferingKind, sector: number | '') {
  const current = useLocale();
  const locale = isLocale(current) ? current : 'en';
  const sectors = useQuery({
    queryKey: ['lookups', `industries-for-${kind}`],
    queryFn: logged(() => fetchSectors(kind), `industries-for-${kind}`),
    staleTime: LOOKUP_STALE_MS,
  });
  const subsectors = useQuery({
    queryKey: ['lookups', 'sub_ind'],
    queryFn: logged(fetchSubsectors, 'sub_ind'),
    staleTime: LOOKUP_STALE_MS,
  });
  const sectorOptions = useMemo(
    () => toLookupOptions(sectors.data ?? [], locale),
    [sectors.data, locale],
  );
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
