export type StoredFile = { body: Buffer; contentType: string };

/** Where uploaded files live; keys look like "avatars/12-3f9a.webp". */
export type FileStorage = {
  put: (key: string, body: Buffer, contentType: string) => Promise<void>;
  get: (key: string) => Promise<StoredFile | null>;
  remove: (key: string) => Promise<void>;
};

// Keys are made by our code, but a request names them too: only plain relative paths pass.
export const STORAGE_KEY = /^[a-z0-9-]+(\/[A-Za-z0-9._-]+)+$/;

export function isStorageKey(key: string): boolean {
  return STORAGE_KEY.test(key) && !key.split('/').some((part) => part === '..' || part === '.');
}
