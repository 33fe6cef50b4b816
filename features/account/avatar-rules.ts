import { z } from 'zod';

import { AVATAR_MAX_BYTES, AVATAR_TYPES, editProfileSchema } from './schemas';

/** The rule key an avatar file breaks, or null (part 3 §5: an image of at most 2 MB). */
export function avatarProblem(file: File | null, required: boolean): string | null {
  if (!file) return required ? 'rules.required' : null;
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'rules.image';
  if (file.size >= AVATAR_MAX_BYTES) return 'rules.fileSize2';
  return null;
}

/** The edit form's schema: the shared names plus the avatar, required while the user has none. */
export function editProfileFormSchema(hasAvatar: boolean) {
  return editProfileSchema.extend({
    avatar: z
      .custom<File | null>((value) => value === null || value instanceof File)
      .superRefine((file, context) => {
        const problem = avatarProblem(file, !hasAvatar);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
  });
}

export type EditProfileFormValues = z.infer<ReturnType<typeof editProfileFormSchema>>;
