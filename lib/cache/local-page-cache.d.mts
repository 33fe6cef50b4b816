import type { EventEmitter } from 'node:events';

import type { RevalidationLog } from './cache-revalidation-log.mjs';

export const LOCAL_MAX_ENTRIES: number;

export type CacheEntry = {
  lastModified: number;
  lifespan?: { expireAt: number } | null;
  tags: readonly string[];
  value: unknown;
};

type Handler = {
  name: string;
  get: (key: string, meta?: { implicitTags: string[] }) => Promise<CacheEntry | null>;
  set: (key: string, entry: CacheEntry, ctx?: { setOnlyIfNotExists?: boolean }) => Promise<void>;
  revalidateTag: (tag: string) => Promise<void>;
  delete?: (key: string) => Promise<void>;
};

export type LocalHandler = Handler & { clear: () => void; size: () => number };

export function createLocalHandler(options?: {
  maxEntries?: number;
  now?: () => number;
}): LocalHandler;

export function createSwitchingHandler(options: {
  client: EventEmitter & { status: string };
  shared: Handler;
  revalidations: RevalidationLog | null;
  local?: LocalHandler;
  log?: (level: number, fields: object, msg: string) => void;
}): {
  mode: () => 'shared' | 'local';
  toLocal: (reason?: Error) => void;
  stop: () => void;
  handler: Handler;
};
