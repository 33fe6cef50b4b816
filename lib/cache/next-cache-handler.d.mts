import type { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import type { Redis } from 'ioredis';

export const REDIS_COMMAND_TIMEOUT_MS: number;
export const DEFAULT_KEY_PREFIX: string;

export function cacheKeyPrefix(sitePrefix: string | undefined, buildId: string | undefined): string;

/** An entry as the library's Redis handler stores it. */
export type SharedEntry = {
  lastModified: number;
  lifespan: { expireAt: number } | null;
  tags: readonly string[];
  value: unknown;
};

export type SharedHandler = {
  name: string;
  get: (key: string, meta: { implicitTags: string[] }) => Promise<SharedEntry | null>;
  set: (key: string, entry: SharedEntry) => Promise<void>;
  revalidateTag: (tag: string) => Promise<void>;
  delete?: (key: string) => Promise<void>;
};

export function createSharedHandler(
  url: string,
  keyPrefix: string,
): { client: Redis; handler: SharedHandler };

export function connected(client: Redis, ms?: number): Promise<boolean>;

export default CacheHandler;
