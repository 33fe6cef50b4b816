'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';

import { useModals } from '@/components/feedback/modal-context';
import { useSnackbar } from '@/components/feedback/snackbar-provider';
import { Icon } from '@/components/ui/icon';
import { CheckCircleIcon } from '@/components/ui/icon-shapes';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';
import { ensureCurrentUser, setCurrentUser } from '@/lib/session/current-user';

import { requestSave } from '../api/saved-assessments';
import type { AssessmentRequest } from '../assessment-schemas';
import { SAVED_ASSESSMENTS_PATH } from '../constants';

import styles from './origin-assessment.module.css';

/** Long enough to reach the snackbar's link. */
const SAVED_NOTICE_MS = 10_000;

/**
 * "Save to my account" under the self-assessment's report (issue 37). The page is the same for
 * everyone, so who is signed in is asked here: a visitor gets the login dialog and nothing is
 * sent; a member's answers go to the server, which assesses them again and saves its own outcome.
 * Once saved the button says so and the list is a link away; a refusal is announced.
 */
export function SaveAssessmentButton({ request }: { request: AssessmentRequest }) {
  const t = useTranslations('OriginAssessment.save');
  const locale = useLocale() as Locale;
  const modals = useModals();
  const snackbar = useSnackbar();
  const [state, setState] = useState<'idle' | 'busy' | 'saved'>('idle');
  const listHref = localePath(SAVED_ASSESSMENTS_PATH, locale);

  async function save() {
    if (state !== 'idle') return;
    setState('busy');
    try {
      const member = await ensureCurrentUser();
      if (!member) {
        setState('idle');
        modals.open('login');
        return;
      }
      const outcome = await requestSave(request);
      if (outcome === 'saved') {
        setState('saved');
        snackbar.show(t('done'), {
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
        console.error('saving the assessment was refused', outcome.refused);
        snackbar.show(outcome.refused || t('failed'), { severity: 'error' });
      }
    } catch (error) {
      console.error('saving the assessment failed', error);
      setState('idle');
      snackbar.show(t('failed'), { severity: 'error' });
    }
  }

  if (state === 'saved') {
    return (
      <span className={styles.saved} data-testid="assessment-saved" data-print="hide">
        <button type="button" className="button button-outlined" disabled>
          <Icon shape={CheckCircleIcon} size={20} />
          {t('saved')}
        </button>
        <a href={listHref}>{t('link')}</a>
      </span>
    );
  }
  return (
    <button
      type="button"
      className="button button-outlined"
      aria-busy={state === 'busy'}
      disabled={state === 'busy'}
      onClick={() => void save()}
      data-testid="save-assessment"
      data-print="hide"
    >
      {state === 'busy' ? t('saving') : t('button')}
    </button>
  );
}
