'use client';

import { useMutation } from '@tanstack/react-query';

import { tokenResponseSchema, type LoginInput } from '../schemas';

import { useRefreshUser } from './use-refresh-user';

// The token of login and register is not kept: the HttpOnly session cookie set with it
// authenticates the portal's calls (ARCHITECTURE §5).
// POST /api/login – signs in and sets the session cookie
export async function login(input: LoginInput): Promise<void> {
  // axios comes with the first submission, not with the form (lib/http/client).
  const { http } = await import('@/lib/http/client');
  const response = await http.post('/login', input);
  tokenResponseSchema.parse(response.data);
}

export function useLogin() {
  const refreshUser = useRefreshUser();
  return useMutation({ mutationFn: login, onSuccess: refreshUser });
}
