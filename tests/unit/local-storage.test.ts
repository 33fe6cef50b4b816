import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createLocalStorage } from '@/lib/storage/local-storage';
import { isStorageKey } from '@/lib/storage/types';

describe('local file storage', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'uploads-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('stores, serves with a content type and removes a file', async () => {
    const storage = createLocalStorage(root);
    await storage.put('avatars/7-ab12.webp', Buffer.from('RIFF'), 'image/webp');
    expect(await storage.get('avatars/7-ab12.webp')).toEqual({
      body: Buffer.from('RIFF'),
      contentType: 'image/webp',
    });
    await storage.remove('avatars/7-ab12.webp');
    expect(await storage.get('avatars/7-ab12.webp')).toBeNull();
  });

  it('never leaves its folder', async () => {
    const storage = createLocalStorage(root);
    expect(await storage.get('../etc/passwd')).toBeNull();
    await expect(
      storage.put('avatars/../../x.webp', Buffer.from('x'), 'image/webp'),
    ).rejects.toThrow();
    expect(isStorageKey('avatars/../x')).toBe(false);
    expect(isStorageKey('/avatars/x.webp')).toBe(false);
    expect(isStorageKey('avatars/x.webp')).toBe(true);
  });
});
