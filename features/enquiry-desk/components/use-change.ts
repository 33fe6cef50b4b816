'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { answerMessage } from '@/lib/http/error-text';

export type ChangeState = { pending: boolean; done: string | null; error: string | null };

/**
 * Runs one change of the console (a request), then re-renders the page's server parts (status,
 * history) with router.refresh(); the outcome is a message for a live region.
 */
export function useChange(failed: string) {
  const router = useRouter();
  const [state, setState] = useState<ChangeState>({ pending: false, done: null, error: null });
  const run = async (request: () => Promise<unknown>, done: string): Promise<boolean> => {
    setState({ pending: true, done: null, error: null });
    try {
      await request();
      setState({ pending: false, done, error: null });
      router.refresh();
      return true;
    } catch (error) {
      setState({ pending: false, done: null, error: answerMessage(error) ?? failed });
      return false;
    }
  };
  return { ...state, run };
}
