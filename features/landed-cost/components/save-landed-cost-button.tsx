'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';

import { useModals } from '@/components/feedback/modal-context';
import { useSnackbar } from '@/components/feedback/snackbar-provider';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';
import { ensureCurrentUser, setCurrentUser } from '@/lib/session/current-user';

import { requestSave } from '../api/saved-landed-costs';
import { SAVED_LANDED_COSTS_PATH } from '../constants';

/** Long enough to reach the snackbar's link. */
const SAVED_NOTICE_MS = 10_000;

/**
 * "Save to my account" under the landed cost (issue 58): a visitor gets the login dialog and
 * nothing is sent; a member's inputs go to the server, which computes the answer again and saves it.
 */
export function SaveLandedCostButton({ inputs }: { inputs: Record<string, string> }) {
  const t = useTranslations('LandedCost.saved');
  const locale = useLocale() as Locale;
  const modals = useModals();
  const snackbar = useSnackbar();
  const [state, setState] = useState<'idle' | 'busy' | 'saved'>('idle');
  const listHref = localePath(SAVED_LANDED_COSTS_PATH, locale);

  async function save() {
    if (state !== 'idle') return;
    setState('busy');
    try {
      if (!(await ensureCurrentUser())) {
        setState('idle');
        modals.open('login');
        return;
      }
      const outcome = await requestSave(inputs);
      if (outcome === 'saved') {
        setState('saved');
        snackbar.show(t('saved'), {
          severity: 'success',
          durationMs: SAVED_NOTICE_MS,
          link: { href: listHref, label: t('link') },
        });
        return;
      }
      setState('idle');
      if (outcome === 'login') {
        setCurrentUser(null);
        modals.open('login');
      } else {
        snackbar.show(outcome.refused || t('signIn'), { severity: 'error' });
      }
    } catch (error) {
      console.error('saving the landed cost failed', error);
      setState('idle');
      snackbar.show(t('signIn'), { severity: 'error' });
    }
  }

  if (state === 'saved') {
    return (
      <a href={listHref} className="button button-outlined" data-testid="landed-cost-saved">
        {t('link')}
      </a>
    );
  }
  return (
    <button
      type="button"
      className="button button-outlined"
      aria-busy={state === 'busy'}
      disabled={state === 'busy'}
      onClick={() => void save()}
      data-testid="save-landed-cost"
    >
      {t('save')}
    </button>
  );
}
