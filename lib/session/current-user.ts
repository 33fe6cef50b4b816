'use client';

import { useQuery } from '@tanstack/react-query';
import { isAxiosError } from 'axios';

import { http } from '@/lib/http/client';
import { userSchema, type User } from '@/lib/session/user';

export type CurrentUser = User;

/** The React Query key of GET /api/user; sign-in, sign-out and profile changes refresh it. */
export const CURRENT_USER_KEY = ['current-user'] as const;

// GET /api/user – the member of the session cookie; 401 means a visitor.
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    const response = await http.get('/user');
    return userSchema.parse(response.data);
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 401) return null;
    throw error;
  }
}

/** The logged-in user, or null for a visitor; public pages ask it from their client islands. */
export function useCurrentUser() {
  return useQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser, staleTime: 60_000 });
}
