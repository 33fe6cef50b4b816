import type { IncomingMessage, ServerResponse } from 'node:http';

export const PASSWORD_PATHS: Set<string>;
export const REFUSAL_DELAY_MS: number;
export function passwordRequestCap(slots?: number): number;
export function passwordRequestGate(options?: {
  cap?: number;
  headers?: Record<string, string>;
  refusalDelayMs?: number;
}): {
  admit: (req: IncomingMessage, res: ServerResponse) => boolean;
  inProgress: () => number;
};
