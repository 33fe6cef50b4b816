'use client';

import { useState } from 'react';

import { answerMessage } from '@/lib/http/error-text';

import { useConsoleChanges } from '../console-changes';

/**
 * A row's change made at once (Up, Down, Publish…): the row's buttons wait while it runs, then what
 * it did is announced, or the answer's message (`failed` when it has none).
 */
export function useRowChange(failed: string) {
  const changes = useConsoleChanges();
  const [busy, setBusy] = useState(false);
  const run = async (change: () => Promise<void>, done: string) => {
    changes.clear();
    setBusy(true);
    try {
      await change();
      changes.changed(done);
    } catch (error) {
      changes.changed(answerMessage(error) ?? failed);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
