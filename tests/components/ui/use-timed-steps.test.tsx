import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useTimedSteps } from '@/components/ui/use-timers';

afterEach(() => vi.useRealTimers());

describe('useTimedSteps', () => {
  it('gives each step its whole delay after the one before, even when the page wakes late', () => {
    vi.useFakeTimers();
    const done: string[] = [];
    const { result } = renderHook(() => useTimedSteps());
    result.current([
      { after: 500, run: () => done.push('dialog') },
      { after: 1500, run: () => done.push('redirect') },
    ]);
    // The page slept through both delays: what was due runs once it wakes (issue 36).
    vi.setSystemTime(Date.now() + 2000);
    vi.runOnlyPendingTimers();
    expect(done).toEqual(['dialog']);
    vi.advanceTimersByTime(1499);
    expect(done).toEqual(['dialog']);
    vi.advanceTimersByTime(1);
    expect(done).toEqual(['dialog', 'redirect']);
  });

  it('runs nothing more once the component is gone', () => {
    vi.useFakeTimers();
    const done: string[] = [];
    const { result, unmount } = renderHook(() => useTimedSteps());
    result.current([
      { after: 500, run: () => done.push('dialog') },
      { after: 1500, run: () => done.push('redirect') },
    ]);
    vi.advanceTimersByTime(500);
    unmount();
    vi.advanceTimersByTime(5000);
    expect(done).toEqual(['dialog']);
  });
});
