'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { http } from '@/lib/http/client';

import { STAFF_INSTITUTIONS_KEY } from './use-staff-institutions';

export type ReferenceKind = 'types' | 'modes';
/** An entry as the console shows it: its names and how many institutions use it. */
export type ReferenceEntry = { id: number; eng: string; ara: string; used: number };

const PATHS = { types: '/staff/export-types', modes: '/staff/export-modes' } as const;
const FIELDS = {
  types: { eng: 'type_eng', ara: 'type_ara' },
  modes: { eng: 'mode_eng', ara: 'mode_ara' },
} as const;

const keyOf = (kind: ReferenceKind) => ['staff', 'export-lists', kind] as const;

// GET /api/staff/export-types, /api/staff/export-modes – each entry with its use (editors)
export function useReferenceList(kind: ReferenceKind) {
  return useQuery({
    queryKey: keyOf(kind),
    queryFn: async () => {
      const { data } = await http.get<{ data: Record<string, string | number>[] }>(PATHS[kind]);
      return data.data.map((row): ReferenceEntry => ({
        id: Number(row.id),
        eng: String(row[FIELDS[kind].eng]),
        ara: String(row[FIELDS[kind].ara]),
        used: Number(row.used),
      }));
    },
  });
}

/** The request body of an entry's names, in the list's field names. */
export const referenceBody = (kind: ReferenceKind, eng: string, ara: string) => ({
  [FIELDS[kind].eng]: eng,
  [FIELDS[kind].ara]: ara,
});

export type ReferenceChange =
  | { kind: 'create'; eng: string; ara: string }
  | { kind: 'update'; id: number; eng: string; ara: string }
  | { kind: 'delete'; id: number };

// POST …, PUT …/{id}, DELETE …/{id} of /api/staff/export-types and /api/staff/export-modes
export function useReferenceChange(list: ReferenceKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: ReferenceChange) => {
      const path = PATHS[list];
      if (change.kind === 'create') {
        return (await http.post(path, referenceBody(list, change.eng, change.ara))).data;
      }
      if (change.kind === 'update') {
        return (await http.put(`${path}/${change.id}`, referenceBody(list, change.eng, change.ara)))
          .data;
      }
      return (await http.delete(`${path}/${change.id}`)).data;
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: keyOf(list) });
      await client.invalidateQueries({ queryKey: STAFF_INSTITUTIONS_KEY });
    },
  });
}
