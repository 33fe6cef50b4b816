'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';

import { http } from '@/lib/http/client';

import type { ExpertInput, PoolInput } from '../schemas';

import { STAFF_EXPERTS_KEY } from './use-staff-experts';
import { STAFF_POOLS_KEY } from './use-staff-pools';

type Save<T> = { id?: number; input: T };

// POST /api/staff/{experts|pools}, PUT and DELETE /api/staff/{experts|pools}/{id}: the console's
// changes; both lists reload after any of them (an expert's pools, a pool's experts).
function useDirectoryChange<T>(call: (change: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: STAFF_EXPERTS_KEY }),
        client.invalidateQueries({ queryKey: STAFF_POOLS_KEY }),
      ]);
    },
  });
}

const save =
  (path: string) =>
  async <T>({ id, input }: Save<T>) =>
    id === undefined ? http.post(path, input) : http.put(`${path}/${id}`, input);

export const useSaveExpert = () => useDirectoryChange<Save<ExpertInput>>(save('/staff/experts'));
export const useSavePool = () => useDirectoryChange<Save<PoolInput>>(save('/staff/pools'));
export const useRemove = () =>
  useDirectoryChange(({ kind, id }: { kind: 'experts' | 'pools'; id: number }) =>
    http.delete(`/staff/${kind}/${id}`),
  );
