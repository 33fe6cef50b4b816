import type { IncomingMessage, ServerResponse } from 'node:http';

export const PASSWORD_PATHS: Set<string>;
export const REFUSAL_DELAY_MS: number;
export const WORKER_COUNT_ENV: string;
export const REFUSAL_DRAIN_BYTES: number;
export const ADDRESS_LIMITED_HEADER: string;
export const REFUSED_ADDRESSES_MAX: number;
export function passwordRequestCap(slots?: number): number;
export function processPasswordRequestCap(env?: Record<string, string | undefined>): number;
export function passwordRequestGate(options?: {
  cap?: number;
  headers?: Record<string, string>;
  refusalDelayMs?: number;
  now?: () => number;
}): {
  admit: (req: IncomingMessage, res: ServerResponse) => boolean;
  inProgress: () => number;
};
