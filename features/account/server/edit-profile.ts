import 'server-only';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';

import { ApiError, VALIDATION_MESSAGE, validationErrors } from '@/lib/api/errors';
import { checkVersion } from '@/lib/api/record-version';
import type { UserRow } from '@/lib/auth/sessions';
import { nextVersion } from '@/lib/db/next-version';
import { users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { FileStorage } from '@/lib/storage';

import { editProfileSchema } from '../schemas';

import { avatarKey, processAvatar } from './avatar';

export type ProfileForm = Record<string, string | File>;

type EditProfileDeps = {
  db: Db;
  storage: FileStorage;
  log: Logger;
  now: Date;
  /** The version of the account the form started from (428 without). */
  version?: number;
};

const text = (value: string | File | undefined) => (typeof value === 'string' ? value : '');

// A file input left empty still sends a part with no name and no bytes: that is "no new avatar".
const chosenFile = (value: string | File | undefined) =>
  value instanceof File && (value.size > 0 || value.name !== '') ? value : null;

/**
 * part 3 §5 "Profile edit": names required, avatar required while the user has none. Only the
 * names and the avatar are taken from the form; any other field sent (is_vip, role…) is ignored.
 */
export async function editProfile(user: UserRow, form: ProfileForm, deps: EditProfileDeps) {
  const errors: Record<string, string[]> = {};
  const names = editProfileSchema.safeParse({
    name: text(form.name),
    last_name: text(form.last_name),
  });
  if (!names.success) Object.assign(errors, validationErrors(names.error));

  const file = chosenFile(form.avatar_img);
  let avatar: Buffer | null = null;
  if (file) {
    const result = await processAvatar(file);
    if (result.ok) avatar = result.body;
    else errors.avatar_img = [result.error];
  } else if (!user.avatar) {
    errors.avatar_img = ['rules.required'];
  }
  if (!names.success || errors.avatar_img) throw new ApiError(422, VALIDATION_MESSAGE, errors);

  const key = avatar ? avatarKey(user.id) : null;
  if (key && avatar) await deps.storage.put(key, avatar, 'image/webp');
  try {
    await deps.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ version: users.version })
        .from(users)
        .where(eq(users.id, user.id))
        .for('update');
      // The specification's call names no version (issue 56); one that is sent is checked.
      checkVersion(locked!.version, deps.version, { required: false });
      await tx
        .update(users)
        .set({
          name: names.data.name,
          last_name: names.data.last_name,
          ...(key ? { avatar: key } : {}),
          version: nextVersion(users.version),
          updated_at: deps.now.toISOString(),
        })
        .where(eq(users.id, user.id));
    });
  } catch (error) {
    if (key) await deps.storage.remove(key).catch(() => undefined);
    throw error;
  }
  if (key && user.avatar) await removeQuietly(deps, user.avatar);
}

// The profile is already saved; a file left behind is only disk space, not a reason to fail.
async function removeQuietly(deps: EditProfileDeps, key: string) {
  try {
    await deps.storage.remove(key);
  } catch (error) {
    deps.log.warn({ err: error, key }, 'old avatar not removed');
  }
}
