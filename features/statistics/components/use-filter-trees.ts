'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';

import { fetchTree } from '../api/statistics-calls';

/** The geolocations and industries to filter by (statista/geolocations, statista/industries). */
export function useFilterTrees() {
  const locale = useLocale();
  const geolocations = useQuery({
    queryKey: ['statistics-tree', 'geolocations', locale],
    queryFn: () => fetchTree('geolocations'),
    staleTime: 10 * 60_000,
  });
  const industries = useQuery({
    queryKey: ['statistics-tree', 'industries', locale],
    queryFn: () => fetchTree('industries'),
    staleTime: 10 * 60_000,
  });
  return { geolocations: geolocations.data ?? [], industries: industries.data ?? [] };
}
