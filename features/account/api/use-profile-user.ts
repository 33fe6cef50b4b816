'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { CURRENT_USER_KEY, fetchCurrentUser } from '@/lib/session/current-user';
import type { User } from '@/lib/session/user';

/** The member of a member page, starting from the server's copy and re-fetched after each action. */
export function useProfileUser(initialUser: User): User {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: fetchCurrentUser,
    initialData: initialUser,
  });
  // initialData is ignored when the cache already holds a user; the page's copy is newer.
  useEffect(() => {
    queryClient.setQueryData(CURRENT_USER_KEY, initialUser);
  }, [queryClient, initialUser]);
  // null: the session ended while the page was open; its actions will then answer 401.
  return data ?? initialUser;
}
