'use client';

import { useMutation } from '@tanstack/react-query';

import { isSuccessAnswer } from '@/lib/http/success-answer';
import { refreshCurrentUser } from '@/lib/session/current-user';

import type { EditProfileInput } from '../schemas';

/** The names and avatar, and the account's version the form started from (issue 24). */
export type EditProfileRequest = EditProfileInput & { avatar?: File | null; version: number };

/** POST edit-profile/{userId} as multipart; true when the server answers "Success". */
export function useEditProfile(userId: number) {
  return useMutation({
    mutationFn: async ({ name, last_name, avatar, version }: EditProfileRequest) => {
      const body = new FormData();
      body.append('name', name);
      body.append('last_name', last_name);
      body.append('version', String(version));
      // part 3 "Edit profile": a new avatar file is sent only if one was chosen.
      if (avatar) body.append('avatar_img', avatar);
      // axios comes with the first submission, not with the form (lib/http/client).
      const { http } = await import('@/lib/http/client');
      const response = await http.post(`/edit-profile/${userId}`, body);
      return isSuccessAnswer(response.data);
    },
    onSuccess: (success) => {
      if (success) void refreshCurrentUser().catch(() => undefined);
    },
  });
}
