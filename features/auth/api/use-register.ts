'use client';

import { useMutation } from '@tanstack/react-query';

import { tokenResponseSchema, type RegisterInput } from '../schemas';

import { useRefreshUser } from './use-refresh-user';

// POST /api/register – creates the account and signs it in
export async function register(input: RegisterInput): Promise<void> {
  // axios comes with the first submission, not with the form (lib/http/client).
  const { http } = await import('@/lib/http/client');
  const response = await http.post('/register', input);
  tokenResponseSchema.parse(response.data);
}

export function useRegister() {
  const refreshUser = useRefreshUser();
  return useMutation({ mutationFn: register, onSuccess: refreshUser });
}
