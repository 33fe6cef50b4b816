'use client';

import { useQuery } from '@tanstack/react-query';

import { http } from '@/lib/http/client';

import type { StaffExpert } from '../schemas';

export const STAFF_EXPERTS_KEY = ['staff', 'experts'] as const;

// GET /api/staff/experts – every expert, with contacts and pools (the console filters them)
export function useStaffExperts() {
  return useQuery({
    queryKey: STAFF_EXPERTS_KEY,
    queryFn: async () => (await http.get<{ data: StaffExpert[] }>('/staff/experts')).data.data,
  });
}
