import { eq } from 'drizzle-orm';
import sharp from 'sharp';

import { users } from '@/lib/db/schema';

import type { TestMember } from './helpers/accounts';
import type { TestApi } from './helpers/test-api';
import { memberIfMatch } from './helpers/versions';

export type ErrorBody = { message: string; errors: Record<string, string[]> };

// 1200×800, left half red and right half blue, stored sideways: EXIF orientation 6 asks viewers to
// turn it 90° clockwise, which puts red on top.
export const sidewaysPng = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0000ff' } })
    .composite([
      {
        input: { create: { width: 600, height: 800, channels: 3, background: '#ff0000' } },
        left: 0,
        top: 0,
      },
    ])
    .png()
    .withMetadata({ orientation: 6 })
    .toBuffer();

export const smallJpeg = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#0a6e4f' } })
    .jpeg()
    .toBuffer();

// Pixels that do not compress: a real PNG of about 3 MB.
export const hugePng = () => {
  const pixels = Buffer.alloc(1000 * 1000 * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width: 1000, height: 1000, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
};

export const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
);

type Upload = { body: Buffer; name: string; type: string };
export type Fields = Record<string, string | Upload>;

export const upload = (body: Buffer, name: string, type = 'image/png'): Upload => ({
  body,
  name,
  type,
});

export function form(fields: Fields): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') data.append(key, value);
    else data.append(key, new Blob([new Uint8Array(value.body)], { type: value.type }), value.name);
  }
  return data;
}

/** The profile's change, at the account's version as stored now unless `headers` or `fields` name one. */
export const editProfile = async (
  api: TestApi,
  member: TestMember,
  fields: Fields,
  headers: Record<string, string> = {},
) => {
  const path = `/api/edit-profile/${member.user.id}`;
  return api.request(path, {
    method: 'POST',
    headers: { ...(await memberIfMatch(api, 'POST', path)), ...member.bearer, ...headers },
    body: form(fields),
  });
};

export const userRow = async (api: TestApi, id: number) =>
  (await api.db.select().from(users).where(eq(users.id, id)))[0]!;
