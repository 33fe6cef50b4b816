'use client';

import { useCallback } from 'react';

import type { LoginInput } from '../schemas';

import { useRefreshUser } from './use-refresh-user';

// The token of login and register is not kept: the HttpOnly session cookie set with it
// authenticates the portal's calls (ARCHITECTURE §5).
// POST /api/login – signs in and sets the session cookie
export async function login(input: LoginInput): Promise<void> {
  // axios and zod come with the first submission, not with the form (lib/http/client).
  const [{ http }, { tokenResponseSchema }] = await Promise.all([
    import('@/lib/http/client'),
    import('../schemas'),
  ]);
  const response = await http.post('/login', input);
  tokenResponseSchema.parse(response.data);
}

/** Logs in, then re-reads the user; the form's own submitting state shows the wait. */
export function useLogin() {
  const refreshUser = useRefreshUser();
  return useCallback(
    async (input: LoginInput) => {
      await login(input);
      await refreshUser();
    },
    [refreshUser],
  );
}
