'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';

import { http } from '@/lib/http/client';
import { CURRENT_USER_KEY, fetchCurrentUser } from '@/lib/session/current-user';

import { userEnquirySchema, type EditProfileInput, type User } from './schemas';

// The header and the member pages share one user under the same key.
export { CURRENT_USER_KEY } from '@/lib/session/current-user';
export const userEnquiriesKey = (userId: number) => ['user-enquiries', userId] as const;

// The specification's "Success" answer of the edit and subscription calls.
export const isSuccessAnswer = (data: unknown) =>
  typeof data === 'string' && data.trim() === 'Success';

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

/** GET /api/email/resend: 202 when the link was sent; the caller reads 429 and 409 off the error. */
export function useSendVerificationLink() {
  return useMutation({
    mutationFn: async () => {
      const response = await http.get('/email/resend');
      if (response.status !== 202) throw new Error(`Unexpected status ${response.status}`);
    },
  });
}

/** POST subscribe-to-news or unsubscribe-from-news, then the user is re-fetched (part 3 §4). */
export function useNewsSubscription(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (subscribe: boolean) => {
      const action = subscribe ? 'subscribe-to-news' : 'unsubscribe-from-news';
      await http.post(`/${action}/${userId}`);
    },
    // Returning the re-fetch keeps the button busy until the new state is on screen.
    onSettled: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  });
}

const userEnquiriesSchema = z.array(userEnquirySchema);

/** GET user-all-enquiries/{userId}: the member's own enquiries. */
export function useUserEnquiries(userId: number) {
  return useQuery({
    queryKey: userEnquiriesKey(userId),
    queryFn: async () => {
      const response = await http.get(`/user-all-enquiries/${userId}`);
      return userEnquiriesSchema.parse(response.data);
    },
  });
}

export type EditProfileRequest = EditProfileInput & { avatar?: File | null };

/** POST edit-profile/{userId} as multipart; true when the server answers "Success". */
export function useEditProfile(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, last_name, avatar }: EditProfileRequest) => {
      const body = new FormData();
      body.append('name', name);
      body.append('last_name', last_name);
      // part 3 "Edit profile": a new avatar file is sent only if one was chosen.
      if (avatar) body.append('avatar_img', avatar);
      const response = await http.post(`/edit-profile/${userId}`, body);
      return isSuccessAnswer(response.data);
    },
    onSuccess: (success) => {
      if (success) void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}
