import 'server-only';
import { randomBytes } from 'node:crypto';

import sharp from 'sharp';

import { AVATAR_MAX_BYTES } from '../schemas';

export const AVATAR_SIZE_PX = 512;
const AVATAR_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
// A 2 MB file can still declare a huge canvas (a decompression bomb); real avatars are far smaller.
const MAX_INPUT_PIXELS = 50_000_000;

export type AvatarResult = { ok: true; body: Buffer } | { ok: false; error: string };

/**
 * Checks an upload by its content (not its name or declared type) and re-encodes it: turned upright
 * from its EXIF orientation, cropped to a square of at most 512 px, saved as WebP without metadata.
 */
export async function processAvatar(file: File): Promise<AvatarResult> {
  if (file.size > AVATAR_MAX_BYTES) return { ok: false, error: 'Api.avatarSize' };
  const input = Buffer.from(await file.arrayBuffer());
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await image.metadata();
    if (!format || !AVATAR_FORMATS.has(format)) return { ok: false, error: 'Api.avatarType' };
    const body = await image
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { ok: true, body };
  } catch {
    // Not an image sharp can read, or a truncated or corrupt one.
    return { ok: false, error: 'Api.avatarType' };
  }
}

export const avatarKey = (userId: number) =>
  `avatars/${userId}-${randomBytes(8).toString('hex')}.webp`;
