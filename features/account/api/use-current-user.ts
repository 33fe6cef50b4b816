'use client';

import { useQuery } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { z } from 'zod';

import { http } from '@/lib/http/client';

// part 1 §3 "User"; other fields the API may add are kept out of the client's view.
export const currentUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  last_name: z.string().nullable().optional(),
  email: z.string(),
  email_verified_at: z.string().nullable().optional(),
  company_id: z.number().nullable().optional(),
  is_vip: z.union([z.boolean(), z.number()]).optional(),
  subscribe: z.number().optional(),
});

export type CurrentUser = z.infer<typeof currentUserSchema>;

async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    const response = await http.get('/user');
    return currentUserSchema.parse(response.data);
  } catch (error) {
    // A visitor: no session (401) or no account API yet (404).
    if (isAxiosError(error) && (error.response?.status === 401 || error.response?.status === 404)) {
      return null;
    }
    throw error;
  }
}

/** The logged-in user, or null for a visitor; public pages ask it from their client islands. */
export function useCurrentUser() {
  return useQuery({ queryKey: ['current-user'], queryFn: fetchCurrentUser, staleTime: 60_000 });
}
