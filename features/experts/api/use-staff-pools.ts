'use client';

import { useQuery } from '@tanstack/react-query';

import { http } from '@/lib/http/client';

import type { StaffPool } from '../schemas';

export const STAFF_POOLS_KEY = ['staff', 'pools'] as const;

// GET /api/staff/pools – every pool with its experts' ids in order
export function useStaffPools() {
  return useQuery({
    queryKey: STAFF_POOLS_KEY,
    queryFn: async () => (await http.get<{ data: StaffPool[] }>('/staff/pools')).data.data,
  });
}
