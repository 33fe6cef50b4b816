'use client';

import { useQuery } from '@tanstack/react-query';

import { http } from '@/lib/http/client';

export type SectorOption = { iid: number; name_eng: string; name_ara: string };

// GET /api/industries – the sectors an expert may work in
export function useSectors() {
  return useQuery({
    queryKey: ['industries'],
    queryFn: async () => (await http.get<SectorOption[]>('/industries')).data,
    staleTime: Infinity,
  });
}
