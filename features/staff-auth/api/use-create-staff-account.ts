'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';

import { http } from '@/lib/http/client';

import type { NewStaffAccount, StaffAccount } from '../schemas';

import { STAFF_ACCOUNTS_KEY } from './use-staff-accounts';

// POST /api/staff/staff-accounts – a new staff account with its initial password
export function useCreateStaffAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewStaffAccount) =>
      (await http.post<StaffAccount>('/staff/staff-accounts', input)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: STAFF_ACCOUNTS_KEY }),
  });
}
