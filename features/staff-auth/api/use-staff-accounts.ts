'use client';

import { useQuery } from '@tanstack/react-query';

import { http } from '@/lib/http/client';

import type { StaffAccount } from '../schemas';

export const STAFF_ACCOUNTS_KEY = ['staff', 'staff-accounts'] as const;

// GET /api/staff/staff-accounts – every staff account (administrators)
export function useStaffAccounts() {
  return useQuery({
    queryKey: STAFF_ACCOUNTS_KEY,
    queryFn: async () =>
      (await http.get<{ data: StaffAccount[] }>('/staff/staff-accounts')).data.data,
  });
}
