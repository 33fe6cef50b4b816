'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { useConsoleChanges } from '@/components/console/console-changes';
import { answerMessage, isStaleVersion } from '@/lib/http/error-text';

/** Why the last change failed: the record moved on (409), or another reason. */
export type ChangeFailure = { stale: boolean; message: string } | null;

/**
 * Runs one change of the enquiry page: on success its outcome is announced and the page's server
 * parts (status, history) render again (ConsoleChanges); on failure the card shows why. A stale
 * version renders the page again too, so it shows the enquiry as it now is, while the card keeps
 * what was typed for another try.
 */
export function useChange(failed: string) {
  const router = useRouter();
  const changes = useConsoleChanges();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<ChangeFailure>(null);
  const run = async <T>(request: () => Promise<T>, done: string): Promise<T | undefined> => {
    setPending(true);
    setFailure(null);
    changes.clear();
    try {
      const result = await request();
      changes.changed(done);
      return result;
    } catch (error) {
      const stale = isStaleVersion(error);
      if (stale) router.refresh();
      setFailure({ stale, message: answerMessage(error) ?? failed });
      return undefined;
    } finally {
      setPending(false);
    }
  };
  return { pending, failure, run };
}
