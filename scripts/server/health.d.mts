import type { IncomingMessage, ServerResponse } from 'node:http';

export const HEALTH_TIMEOUT_MS: number;

export type RedisState = 'up' | 'degraded' | 'unused';

export function redisMode(redis: RedisState): 'shared' | 'local' | 'single';

export function healthAnswer(
  up: boolean,
  redis?: RedisState,
): {
  status: 200 | 503;
  headers: Record<string, string>;
  body: string;
};

export function databaseIsUp(ping: () => Promise<unknown>, timeoutMs?: number): Promise<boolean>;

export function answerHealth(
  req: IncomingMessage,
  res: ServerResponse,
  fallback: () => unknown,
  redis?: () => Promise<RedisState>,
): Promise<unknown>;
