'use client';

import { useMutation } from '@tanstack/react-query';

import { http } from '@/lib/http/client';
import { refreshCurrentUser } from '@/lib/session/current-user';

/** POST subscribe-to-news or unsubscribe-from-news, then the user is re-fetched (part 3 §4). */
export function useNewsSubscription(userId: number) {
  return useMutation({
    mutationFn: async (subscribe: boolean) => {
      const action = subscribe ? 'subscribe-to-news' : 'unsubscribe-from-news';
      await http.post(`/${action}/${userId}`);
    },
    // Returning the re-fetch keeps the button busy until the new state is on screen.
    onSettled: () => refreshCurrentUser(),
  });
}
