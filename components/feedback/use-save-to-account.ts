'use client';

import { useState } from 'react';

import type { SaveOutcome } from '@/lib/http/save-outcome';
import { ensureCurrentUser, setCurrentUser } from '@/lib/session/current-user';

import { useModals } from './modal-context';
import { useSnackbar } from './snackbar-provider';

/** Long enough to reach the snackbar's link. */
const SAVED_NOTICE_MS = 10_000;

type Options = {
  /** The POST, called only for a signed-in member. */
  send: () => Promise<SaveOutcome>;
  /** The member's list of saved records, linked from the notice. */
  listHref: string;
  texts: { saved: string; link: string; failed: string };
  /** Names the save in the console's error line. */
  what: string;
};

/**
 * "Save to my account" on a page that is the same for everyone (issues 37 and 58): who is signed
 * in is asked here; a visitor gets the login dialog and nothing is sent; a member's save is
 * announced with a link to the list, a refusal with the server's message.
 */
export function useSaveToAccount({ send, listHref, texts, what }: Options) {
  const modals = useModals();
  const snackbar = useSnackbar();
  const [state, setState] = useState<'idle' | 'busy' | 'saved'>('idle');

  async function save() {
    if (state !== 'idle') return;
    setState('busy');
    try {
      if (!(await ensureCurrentUser())) {
        setState('idle');
        modals.open('login');
        return;
      }
      const outcome = await send();
      if (outcome === 'saved') {
        setState('saved');
        snackbar.show(texts.saved, {
          severity: 'success',
          durationMs: SAVED_NOTICE_MS,
          link: { href: listHref, label: texts.link },
        });
        return;
      }
      setState('idle');
      if (outcome === 'login') {
        setCurrentUser(null);
        modals.open('login');
      } else {
        console.error(`saving ${what} was refused`, outcome.refused);
        snackbar.show(outcome.refused || texts.failed, { severity: 'error' });
      }
    } catch (error) {
      console.error(`saving ${what} failed`, error);
      setState('idle');
      snackbar.show(texts.failed, { severity: 'error' });
    }
  }

  return { state, save };
}
