'use client';

import { useQueryClient } from '@tanstack/react-query';

import { CURRENT_USER_KEY } from '@/lib/session/current-user';

/** Re-reads GET /api/user after a change of session or of the user. */
export function useRefreshUser() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY, refetchType: 'all' });
}
