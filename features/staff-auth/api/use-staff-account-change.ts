'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';

import { http } from '@/lib/http/client';

import type { StaffAccount } from '../schemas';

import { STAFF_ACCOUNTS_KEY } from './use-staff-accounts';

export type StaffAccountChange =
  | { kind: 'role'; role: StaffAccount['role'] }
  | { kind: 'reset' }
  | { kind: 'suspend' }
  | { kind: 'reinstate' };

const ACTION_PATHS = { reset: 'reset-second-factor', suspend: 'suspend', reinstate: 'reinstate' };

// PUT /api/staff/staff-accounts/{id} – a new role
// POST /api/staff/staff-accounts/{id}/reset-second-factor, …/suspend, …/reinstate
export function useStaffAccountChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, change }: { id: number; change: StaffAccountChange }) => {
      const path = `/staff/staff-accounts/${id}`;
      const { data } =
        change.kind === 'role'
          ? await http.put<StaffAccount>(path, { role: change.role })
          : await http.post<StaffAccount>(`${path}/${ACTION_PATHS[change.kind]}`);
      return data;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: STAFF_ACCOUNTS_KEY }),
  });
}
