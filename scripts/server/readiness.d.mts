export const READY_CHECK_TIMEOUT_MS: number;
export const READY_CACHE_MS: number;
export const READY_RETRY_AFTER_SECONDS: number;
export const STORAGE_PROBE_KEY: string;

export type Probes = {
  database: () => Promise<unknown>;
  redis: (() => Promise<unknown>) | null;
  storage: () => Promise<unknown>;
};
export type Services = {
  database: 'up' | 'down';
  redis: 'up' | 'degraded' | 'unused';
  storage: 'up' | 'down';
};

export function probeServices(probes: Probes, timeoutMs?: number): Promise<Services>;
export function cachedProbe<T>(
  probe: () => Promise<T>,
  options?: { maxAgeMs?: number; now?: () => number },
): () => Promise<T>;
export function readyAnswer(
  services: Services,
  extra?: { workers?: 'up' | 'down' },
): { status: 200 | 503; headers: Record<string, string>; body: string };
export function redisPing(
  url: string,
): Promise<{ ping: () => Promise<unknown>; close: () => void }>;
export function storagePing(
  env?: Record<string, string | undefined>,
  dir?: string,
): Promise<() => Promise<void>>;
export function readinessProbes(
  database: () => Promise<unknown>,
  env?: Record<string, string | undefined>,
): Promise<{ probes: Probes; close: () => void }>;
