import type { Server } from 'node:http';

export const DEFAULT_SHUTDOWN_TIMEOUT_MS: number;
export const IDLE_GRACE_MS: number;

export function shutdownTimeoutMs(env?: Record<string, string | undefined>): number;

export function inFlight(server: Server): {
  readonly connections: number;
  readonly answers: number;
  drain(idleGraceMs?: number): Promise<void>;
};

export function stopOnSignals(options: {
  stop: () => Promise<unknown>;
  timeoutMs: number;
  log: (level: number, fields: Record<string, unknown>, msg: string) => void;
  onTimeout?: () => void;
  exit?: (code: number) => void;
}): void;
