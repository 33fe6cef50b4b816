import { resultOf, type RateLimiter } from './types';

type Window = { count: number; resetAt: number };

/** One process's counters (the embedded default of ARCHITECTURE §2). */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, Window>();
  let hits = 0;

  function sweep(time: number) {
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
  }

  return {
    async hit(key, limit, windowMs) {
      const time = now();
      if (++hits % 1000 === 0) sweep(time);
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return resultOf(window.count, limit, window.resetAt - time);
    },
    async reset(key) {
      windows.delete(key);
    },
    async count(key) {
      const window = windows.get(key);
      return window && window.resetAt > now() ? window.count : 0;
    },
  };
}
