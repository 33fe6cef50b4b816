'use client';

import { useCallback, useEffect, useRef } from 'react';

/**
 * `schedule(action, delay)`: timeouts that die with the component, so leaving a page cancels a
 * pending dialog or redirect (the edit forms' "success after 1 s, profile after 2 s").
 */
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
