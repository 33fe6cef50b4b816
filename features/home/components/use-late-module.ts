'use client';

import { useEffect, useState } from 'react';

/** Runs `task` once the page has loaded and the browser is idle, so it never delays first paint. */
export function afterFirstPaint(task: () => void): () => void {
  let idle: number | undefined;
  let timer: number | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      idle = window.requestIdleCallback(task, { timeout: 1500 });
    } else {
      timer = window.setTimeout(task, 1);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}

/**
 * A module loaded after the first paint (when `eager`), or at once once `loadNow` is called; null
 * until it has arrived. `load` must be stable (a module-level `() => import(…)`). A failed load
 * leaves the caller's static markup in place.
 */
export function useLateModule<T>(load: () => Promise<T>, eager: boolean): [T | null, () => void] {
  const [loaded, setLoaded] = useState<T | null>(null);
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    if (!eager && !requested) return;
    let live = true;
    const start = () => {
      load().then(
        (module) => {
          if (live) setLoaded(module);
        },
        () => undefined,
      );
    };
    if (!requested) {
      const cancel = afterFirstPaint(start);
      return () => {
        live = false;
        cancel();
      };
    }
    start();
    return () => {
      live = false;
    };
  }, [load, eager, requested]);
  return [loaded, () => setRequested(true)];
}
