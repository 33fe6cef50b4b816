'use client';

import { useRouter } from '@/lib/i18n/navigation';

import { useSnackbar } from './snackbar-provider';

type Action = {
  /** The request; a throw is a failure. */
  act: () => Promise<unknown>;
  /** What the log says when it fails (the error follows). */
  logged: string;
  /** The snackbar's texts for a failure and for a success. */
  failed: string;
  done: string;
};

/**
 * A member's change to a list the server renders (leave an event, delete a saved assessment): the
 * outcome in the snackbar, a failure logged, and the page rendered again either way.
 */
export function useRefreshingAction() {
  const snackbar = useSnackbar();
  const router = useRouter();
  return async ({ act, logged, failed, done }: Action) => {
    try {
      await act();
    } catch (error) {
      console.error(logged, error);
      snackbar.show(failed, { severity: 'error' });
      router.refresh();
      return;
    }
    snackbar.show(done, { severity: 'success' });
    router.refresh();
  };
}
