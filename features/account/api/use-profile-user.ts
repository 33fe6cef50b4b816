'use client';

import { useEffect } from 'react';

import { setCurrentUser, useCurrentUser } from '@/lib/session/current-user';
import type { User } from '@/lib/session/user';

/** The member of a member page, starting from the server's copy and re-fetched after each action. */
export function useProfileUser(initialUser: User): User {
  // The page's copy is newer than what the header may hold; set before the store would ask.
  useEffect(() => {
    setCurrentUser(initialUser);
  }, [initialUser]);
  const { data } = useCurrentUser();
  // null: the session ended while the page was open; its actions will then answer 401.
  return data ?? initialUser;
}
