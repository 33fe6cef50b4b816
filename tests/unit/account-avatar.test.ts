import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { avatarKey, processAvatar } from '@/features/account/server/avatar';
import { isStorageKey } from '@/lib/storage/types';

const image = (format: 'gif' | 'webp' | 'tiff', width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .toFormat(format)
    .toBuffer();

const asFile = (body: Buffer, name: string) => new File([new Uint8Array(body)], name);

describe('processAvatar', () => {
  it.each(['gif', 'webp'] as const)('re-encodes a %s as WebP', async (format) => {
    const result = await processAvatar(asFile(await image(format), `a.${format}`));
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(await sharp(result.body).metadata()).toMatchObject({
        format: 'webp',
        width: 40,
        height: 30,
      });
    }
  });

  it('refuses an image format outside JPEG, PNG, WebP and GIF', async () => {
    const result = await processAvatar(asFile(await image('tiff'), 'a.png'));
    expect(result).toEqual({ ok: false, error: 'Api.avatarType' });
  });

  it('refuses a small file that declares a huge canvas', async () => {
    const bomb = await sharp({
      create: { width: 8000, height: 8000, channels: 3, background: '#ffffff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(2_000_000);
    expect(await processAvatar(asFile(bomb, 'bomb.png'))).toEqual({
      ok: false,
      error: 'Api.avatarType',
    });
  });
});

describe('avatarKey', () => {
  it('names the user, is random and is a valid storage key', () => {
    const first = avatarKey(12);
    expect(first).toMatch(/^avatars\/12-[0-9a-f]{16}\.webp$/);
    expect(isStorageKey(first)).toBe(true);
    expect(avatarKey(12)).not.toBe(first);
  });
});
