// Issue 26: files for members only (the full export guide, the publications) and for VIP members
// only (publications flagged for_vip). They are kept in storage under `gated/`, which
// GET /api/uploads never serves, and only GET /api/files/{…} hands them out, after checking the
// session (lib/api/gated-file-routes.ts). Nothing gated is kept under public/. Isomorphic.

/** The storage folder of every gated file: gated/{area}/{name}. */
export const GATED_PREFIX = 'gated/';

/** The download route's address prefix. */
export const GATED_FILES_PATH = '/api/files/';

/** True for a storage key of a gated file. */
export const isGatedKey = (key: string): boolean => key.startsWith(GATED_PREFIX);

/** The download address of a gated key: gated/publications/ab12.pdf → /api/files/publications/ab12.pdf */
export const gatedFileUrl = (key: string): string =>
  `${GATED_FILES_PATH}${key.slice(GATED_PREFIX.length)}`;

/** The storage key a download address's path names: publications/ab12.pdf → gated/publications/ab12.pdf */
export const gatedKeyOf = (path: string): string => `${GATED_PREFIX}${path}`;

/** The area a gated key belongs to, its first folder: gated/guide/x.pdf → guide. */
export const gatedAreaOf = (key: string): string =>
  key.slice(GATED_PREFIX.length).split('/', 1)[0] ?? '';

/** What a stored file field links to: a gated key's download address, anything else as it is. */
export const fileAddress = (value: string): string =>
  isGatedKey(value) ? gatedFileUrl(value) : value;
