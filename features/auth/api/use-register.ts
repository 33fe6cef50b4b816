'use client';

import { useCallback } from 'react';

import type { RegisterInput } from '../schemas';

import { useRefreshUser } from './use-refresh-user';

// POST /api/register – creates the account and signs it in
export async function register(input: RegisterInput): Promise<void> {
  // axios and zod come with the first submission, not with the form (lib/http/client).
  const [{ http }, { tokenResponseSchema }] = await Promise.all([
    import('@/lib/http/client'),
    import('../schemas'),
  ]);
  const response = await http.post('/register', input);
  tokenResponseSchema.parse(response.data);
}

/** Signs up, then re-reads the user (the new member is logged in). */
export function useRegister() {
  const refreshUser = useRefreshUser();
  return useCallback(
    async (input: RegisterInput) => {
      await register(input);
      await refreshUser();
    },
    [refreshUser],
  );
}
