'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { http } from '@/lib/http/client';

import type { Institution, InstitutionInput, InstitutionRow } from '../schemas';

export const STAFF_INSTITUTIONS_KEY = ['staff', 'institutions'] as const;

// GET /api/staff/institutions?q= – the institutions with their names (editors)
export function useStaffInstitutions(q: string) {
  return useQuery({
    queryKey: [...STAFF_INSTITUTIONS_KEY, q],
    queryFn: async () =>
      (
        await http.get<{ data: Institution[] }>('/staff/institutions', {
          params: q ? { q } : undefined,
        })
      ).data.data,
    placeholderData: keepPreviousData,
  });
}

export type InstitutionChange =
  | { kind: 'create'; input: InstitutionInput }
  | { kind: 'update'; id: number; input: InstitutionInput }
  | { kind: 'delete'; id: number };

// POST /api/staff/institutions, PUT and DELETE /api/staff/institutions/{id}
export function useInstitutionChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: InstitutionChange): Promise<InstitutionRow | { id: number }> => {
      if (change.kind === 'create') {
        return (await http.post<InstitutionRow>('/staff/institutions', change.input)).data;
      }
      const path = `/staff/institutions/${change.id}`;
      if (change.kind === 'update')
        return (await http.put<InstitutionRow>(path, change.input)).data;
      return (await http.delete<{ id: number }>(path)).data;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: STAFF_INSTITUTIONS_KEY }),
  });
}
