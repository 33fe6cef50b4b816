import { randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import type { FileStorage } from '@/lib/storage/types';

// Keys that must never reach a store: a parent folder, an absolute path, an escape, nothing.
const INVALID_KEYS = ['../x', '/abs', 'a/../../b', '', 'avatars/../../x.webp', '../etc/passwd'];

/**
 * What every FileStorage promises, for one implementation. `storage` is called inside the tests,
 * after the caller's beforeAll has prepared what it needs (a folder, a server). Content types here
 * match the keys' extensions: the local folder derives them from the extension.
 */
export function describeStorageContract(name: string, storage: () => FileStorage) {
  describe(`${name}: the FileStorage contract`, () => {
    it('stores, serves with a content type and removes a file', async () => {
      const files = storage();
      await files.put('avatars/7-ab12.webp', Buffer.from('RIFF'), 'image/webp');
      expect(await files.get('avatars/7-ab12.webp')).toEqual({
        body: Buffer.from('RIFF'),
        contentType: 'image/webp',
      });
      await files.remove('avatars/7-ab12.webp');
      expect(await files.get('avatars/7-ab12.webp')).toBeNull();
    });

    it('keeps the content type of a document', async () => {
      const files = storage();
      await files.put('documents/guide-1.pdf', Buffer.from('%PDF-1.7'), 'application/pdf');
      const file = await files.get('documents/guide-1.pdf');
      expect(file?.contentType).toBe('application/pdf');
      expect(file?.body.toString()).toBe('%PDF-1.7');
    });

    it('answers null for a key it does not hold', async () => {
      expect(await storage().get('avatars/never-stored.webp')).toBeNull();
      expect(await storage().get('nothing-here/at-all.png')).toBeNull();
    });

    it('removes a missing key without complaint, and twice', async () => {
      const files = storage();
      await expect(files.remove('avatars/never-stored.webp')).resolves.toBeUndefined();
      await files.put('avatars/twice.webp', Buffer.from('x'), 'image/webp');
      await files.remove('avatars/twice.webp');
      await expect(files.remove('avatars/twice.webp')).resolves.toBeUndefined();
      expect(await files.get('avatars/twice.webp')).toBeNull();
    });

    it.each(INVALID_KEYS)('refuses to store under %j and finds nothing there', async (key) => {
      const files = storage();
      await expect(files.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(
        /Invalid storage key/,
      );
      expect(await files.get(key)).toBeNull();
      await expect(files.remove(key)).rejects.toThrow(/Invalid storage key/);
    });

    it('keeps binary bodies byte for byte', async () => {
      const files = storage();
      const everyByte = Buffer.from(Array.from({ length: 256 }, (_, index) => index));
      const body = Buffer.concat([everyByte, randomBytes(256 * 1024), everyByte]);
      await files.put('documents/binary-1.pdf', body, 'application/pdf');
      const file = await files.get('documents/binary-1.pdf');
      expect(file?.body.length).toBe(body.length);
      expect(file?.body.equals(body)).toBe(true);
      await files.put('avatars/empty.png', Buffer.alloc(0), 'image/png');
      expect((await files.get('avatars/empty.png'))?.body.length).toBe(0);
    });

    it('replaces a file stored again under its key', async () => {
      const files = storage();
      await files.put('logos/3-cafe.png', Buffer.from('first version'), 'image/png');
      await files.put('logos/3-cafe.png', Buffer.from('second'), 'image/png');
      expect(await files.get('logos/3-cafe.png')).toEqual({
        body: Buffer.from('second'),
        contentType: 'image/png',
      });
    });

    it('keeps files under nested keys apart', async () => {
      const files = storage();
      await files.put('documents/2024/a.pdf', Buffer.from('a'), 'application/pdf');
      await files.put('documents/2025/a.pdf', Buffer.from('b'), 'application/pdf');
      expect((await files.get('documents/2024/a.pdf'))?.body.toString()).toBe('a');
      expect((await files.get('documents/2025/a.pdf'))?.body.toString()).toBe('b');
    });
  });
}
