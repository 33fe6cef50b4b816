'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';

import { http } from '@/lib/http/client';

import { CURRENT_USER_KEY } from './current-user';

// POST /api/logout – ends the session; a session that already ended (401) counts as logged out
export async function logout(): Promise<void> {
  try {
    await http.post('/logout');
  } catch (error) {
    if (!isAxiosError(error) || error.response?.status !== 401) throw error;
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      // part 1 §4: the user is reset on logout.
      await queryClient.cancelQueries({ queryKey: CURRENT_USER_KEY });
      queryClient.setQueryData(CURRENT_USER_KEY, null);
    },
  });
}
