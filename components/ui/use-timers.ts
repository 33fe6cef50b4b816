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

/** One step of `useTimedSteps`: what runs, and how long after the step before it. */
export type TimedStep = { after: number; run: () => void };

/**
 * `steps([...])`: steps that run one after another, each `after` ms after the one before it ran
 * (the first after the call), and die with the component as `useTimers`' do. A success dialog and
 * the redirect that follows it are two steps, not two delays counted from the answer: a page that
 * was busy or asleep when both fell due ran them together, and the new page closed the dialog as
 * it opened (issue 36). The dialog now always has its time before the redirect.
 */
export function useTimedSteps() {
  const schedule = useTimers();
  return useCallback(
    (steps: readonly TimedStep[]) => {
      const run = (index: number) => {
        const step = steps[index];
        if (!step) return;
        schedule(() => {
          step.run();
          run(index + 1);
        }, step.after);
      };
      run(0);
    },
    [schedule],
  );
}
