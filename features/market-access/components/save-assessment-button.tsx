'use client';

import { useLocale, useTranslations } from 'next-intl';

import { useSaveToAccount } from '@/components/feedback/use-save-to-account';
import { Icon } from '@/components/ui/icon';
import { CheckCircleIcon } from '@/components/ui/icon-shapes';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';

import { requestSave } from '../api/saved-assessments';
import type { AssessmentRequest } from '../assessment-schemas';
import { SAVED_ASSESSMENTS_PATH } from '../constants';

import styles from './origin-assessment.module.css';

/**
 * "Save to my account" under the self-assessment's report (issue 37). The page is the same for
 * everyone, so who is signed in is asked here: a visitor gets the login dialog and nothing is
 * sent; a member's answers go to the server, which assesses them again and saves its own outcome.
 * Once saved the button says so and the list is a link away; a refusal is announced.
 */
export function SaveAssessmentButton({ request }: { request: AssessmentRequest }) {
  const t = useTranslations('OriginAssessment.save');
  const locale = useLocale() as Locale;
  const listHref = localePath(SAVED_ASSESSMENTS_PATH, locale);
  const { state, save } = useSaveToAccount({
    send: () => requestSave(request),
    listHref,
    texts: { saved: t('done'), link: t('link'), failed: t('failed') },
    what: 'the assessment',
  });

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
