'use client';

import { useMutation } from '@tanstack/react-query';

import { http } from '@/lib/http/client';

import { tokenResponseSchema, type RegisterInput } from '../schemas';

import { useRefreshUser } from './use-refresh-user';

// POST /api/register – creates the account and signs it in
export async function register(input: RegisterInput): Promise<void> {
  const response = await http.post('/register', input);
  tokenResponseSchema.parse(response.data);
}

export function useRegister() {
  const refreshUser = useRefreshUser();
  return useMutation({ mutationFn: register, onSuccess: refreshUser });
}
