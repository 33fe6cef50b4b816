export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/** Fixed-window counters: `hit` counts one attempt under `key` and says whether it is allowed. */
export type RateLimiter = {
  hit: (key: string, limit: number, windowMs: number) => Promise<RateLimitResult>;
  reset: (key: string) => Promise<void>;
  /** The attempts counted under `key` in its current window (0 when none), counting nothing. */
  count: (key: string) => Promise<number>;
};

export function resultOf(count: number, limit: number, msLeft: number): RateLimitResult {
  return {
    allowed: count <= limit,
    retryAfterSeconds: count <= limit ? 0 : Math.max(1, Math.ceil(msLeft / 1000)),
  };
}
