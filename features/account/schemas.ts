import { z } from 'zod';

import { NAME_MAX, requiredText } from '@/lib/validation/rules';

// part 3 §5 "Profile edit": both names required (as short as at registration); the avatar is
// checked apart (an image of at most 2 MB, required only while the user has none).
export const AVATAR_MAX_BYTES = 2_000_000;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const editProfileSchema = z.object({
  name: requiredText().max(NAME_MAX, 'rules.counter'),
  last_name: requiredText().max(NAME_MAX, 'rules.counter'),
});

export type EditProfileInput = z.infer<typeof editProfileSchema>;
