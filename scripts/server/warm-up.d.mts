export const WARM_UP_PATHS: string[];
export const DEFAULT_WARM_UP_TIMEOUT_MS: number;
export function warmUpTimeoutMs(env?: Record<string, string | undefined>): number;
export function warmUp(options: {
  port: number;
  host?: string;
  paths?: string[];
  copies?: number;
  timeoutMs: number;
  headers?: Record<string, string>;
  log?: (level: number, fields: Record<string, unknown>, msg: string) => void;
}): Promise<{ warm: boolean; failed: { path: string; status: number }[]; ms: number }>;
export function unlessWarm(
  answer: { status: number; headers: Record<string, string>; body: string },
  warm: boolean,
): { status: number; headers: Record<string, string>; body: string };
