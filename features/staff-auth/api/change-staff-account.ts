'use client';

import { http } from '@/lib/http/client';

import type { NewStaffAccount, StaffAccount } from '../schemas';

export type StaffAccountChange =
  | { kind: 'role'; role: StaffAccount['role'] }
  | { kind: 'reset' }
  | { kind: 'suspend' }
  | { kind: 'reinstate' };

const ACTION_PATHS = { reset: 'reset-second-factor', suspend: 'suspend', reinstate: 'reinstate' };

// POST /api/staff/staff-accounts – a new staff account with its initial password
export async function createStaffAccount(input: NewStaffAccount): Promise<StaffAccount> {
  return (await http.post<StaffAccount>('/staff/staff-accounts', input)).data;
}

// PUT /api/staff/staff-accounts/{id} – a new role;
// POST /api/staff/staff-accounts/{id}/reset-second-factor, …/suspend, …/reinstate
// each from the version the administrator saw
export async function changeStaffAccount(
  { id, version }: { id: number; version: number },
  change: StaffAccountChange,
): Promise<StaffAccount> {
  const path = `/staff/staff-accounts/${id}`;
  const { data } =
    change.kind === 'role'
      ? await http.put<StaffAccount>(path, { role: change.role, version })
      : await http.post<StaffAccount>(`${path}/${ACTION_PATHS[change.kind]}`, { version });
  return data;
}
