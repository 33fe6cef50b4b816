import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createLocalStorage } from '@/lib/storage/local-storage';
import { isStorageKey } from '@/lib/storage/types';

import { describeStorageContract } from './storage-contract';

let parent: string;
let root: string;
beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'uploads-'));
  root = path.join(parent, 'uploads');
});
afterAll(() => rm(parent, { recursive: true, force: true }));

describeStorageContract('local folder', () => createLocalStorage(root));

describe('local file storage', () => {
  it('never leaves its folder', async () => {
    const storage = createLocalStorage(root);
    expect(await storage.get('../etc/passwd')).toBeNull();
    await expect(
      storage.put('avatars/../../x.webp', Buffer.from('x'), 'image/webp'),
    ).rejects.toThrow();
    await expect(access(path.join(parent, 'x.webp'))).rejects.toThrow();
    expect(isStorageKey('avatars/../x')).toBe(false);
    expect(isStorageKey('/avatars/x.webp')).toBe(false);
    expect(isStorageKey('avatars/x.webp')).toBe(true);
  });
});
