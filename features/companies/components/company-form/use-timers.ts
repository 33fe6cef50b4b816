'use client';

import { useCallback, useEffect, useRef } from 'react';

/** Timeouts that die with the component, so leaving the page cancels a pending redirect. */
export function useTimers() {
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  return useCallback((action: () => void, delay: number) => {
    timers.current.push(setTimeout(action, delay));
  }, []);
}
