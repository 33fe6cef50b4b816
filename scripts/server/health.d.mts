import type { IncomingMessage, ServerResponse } from 'node:http';

export const HEALTH_TIMEOUT_MS: number;

export function healthAnswer(up: boolean): {
  status: 200 | 503;
  headers: Record<string, string>;
  body: string;
};

export function databaseIsUp(ping: () => Promise<unknown>, timeoutMs?: number): Promise<boolean>;

export function answerHealth(
  req: IncomingMessage,
  res: ServerResponse,
  fallback: () => unknown,
): Promise<unknown>;
