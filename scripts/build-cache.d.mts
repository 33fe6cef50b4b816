export const TURBOPACK_CACHE: string;
export const UNUSED_KEY_MAX_AGE_MS: number;

export function buildCacheKey(inputs: {
  lockfile: string;
  nextVersion: string;
  nextConfig: string;
  platform: string;
  arch: string;
  nodeVersion: string;
}): string;

export function buildCacheSettings(
  env?: Record<string, string | undefined>,
  home?: string,
): { enabled: boolean; store: string };

export function newestSnapshot(names: string[]): string | undefined;

export function restoreDecision(facts: {
  enabled: boolean;
  cloneHasCache: boolean;
  snapshot: string | undefined;
}): { restore: boolean; reason: string };

export function saveDecision(facts: {
  enabled: boolean;
  buildSucceeded: boolean;
  cloneHasCache: boolean;
}): { save: boolean; reason: string };

type Entry = { name: string; mtimeMs: number };
export function prunable(facts: {
  key: string;
  kept: string;
  keyEntries: Entry[];
  otherKeys: Entry[];
  now: number;
}): { snapshots: string[]; keys: string[] };

export function copyCacheTree(source: string, target: string): void;

export function cloneCacheKey(root: string): string;

export type BuildCacheContext = {
  enabled: boolean;
  store: string;
  local: string;
  key: string | undefined;
};

export function restoreBuildCache(options: {
  root?: string;
  distDir: string;
  env?: Record<string, string | undefined>;
  log?: (line: string) => void;
}): BuildCacheContext;

export function saveBuildCache(
  context: BuildCacheContext,
  options: { buildSucceeded: boolean; log?: (line: string) => void },
): void;
