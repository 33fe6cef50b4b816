import type { Server } from 'node:net';

export function webConcurrency(env?: Record<string, string | undefined>): number;

export function runCluster(options: {
  workerModule: string;
  workers: number;
  port: number;
  hostname?: string;
  ping: () => Promise<unknown>;
  closePing?: () => Promise<unknown>;
  readyProbes?: { redis: (() => Promise<unknown>) | null; storage: () => Promise<unknown> };
  hashSlots?: number;
  warmUpPaths?: string[];
  warmUpTimeoutMs?: number;
  timeoutMs?: number;
  maxPerAddress?: number;
  headersTimeoutMs?: number;
  dir?: string;
  log?: (level: number, fields: Record<string, unknown>, msg: string) => void;
}): Promise<Server>;
