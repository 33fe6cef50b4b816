'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';

import { useModals } from '@/components/feedback/modal-context';
import { Notice } from '@/components/ui/notice';

import styles from './company-registration.module.css';

/**
 * What a visitor sees instead of the registration form: the enquiry pages' "Please login to submit
 * the form" with buttons to the login and sign-up modals; once logged in, the form replaces it.
 */
export function RegistrationLoginPrompt() {
  const t = useTranslations('CompanyForm.registration');
  const enquiry = useTranslations('EnquiryForm');
  const modals = useModals();
  const titleId = useId();
  return (
    <section className={styles.prompt} aria-labelledby={titleId} data-testid="company-login-prompt">
      <h3 id={titleId} className={styles.promptTitle}>
        {t('loginTitle')}
      </h3>
      <Notice severity="warning">{enquiry('loginToSubmit')}</Notice>
      <div className={styles.buttons}>
        <button
          type="button"
          className="button button-primary"
          onClick={() => modals.open('login')}
        >
          {t('login')}
        </button>
        <button
          type="button"
          className="button button-outlined"
          onClick={() => modals.open('signup')}
        >
          {t('signup')}
        </button>
      </div>
    </section>
  );
}
