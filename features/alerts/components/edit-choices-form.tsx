'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';

import { StaleVersionNotice } from '@/components/feedback/stale-version-notice';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { SubmitButton } from '@/components/forms/submit-button';
import { answerMessage, isStaleVersion } from '@/lib/http/error-text';

import type { AlertOptions } from '../alert-options';
import { changeAlertChoices, type AlertTarget } from '../api/alert-requests';
import type { AlertChoicesInput, AlertSubscriptionView } from '../schemas';

import { AlertChoicesFields } from './alert-choices-fields';
import styles from './alerts.module.css';
import { showAnswerErrors } from './show-answer-errors';

// The rules (and zod) load with the form's first check, not with the page.
const resolver = lazyZodResolver<AlertChoicesInput>(() =>
  import('../schemas').then((module) => module.alertChoicesSchema),
);

type Props = {
  target: AlertTarget;
  subscription: AlertSubscriptionView;
  options: AlertOptions;
  onSaved?: (saved: AlertSubscriptionView) => void;
};

const choicesOf = (row: AlertSubscriptionView): AlertChoicesInput => ({
  content_types: row.content_types,
  industry_ids: row.industry_ids,
  country_ids: row.country_ids,
  hs_chapters: row.hs_chapters,
  frequency: row.frequency,
  locale: row.locale,
});

/** A subscription's choices changed at the version read (the manage page, My alerts). */
export function EditChoicesForm({ target, subscription, options, onSaved }: Props) {
  const t = useTranslations('Alerts');
  const [version, setVersion] = useState(subscription.version);
  const [state, setState] = useState<'idle' | 'saved' | 'failed' | 'stale'>('idle');
  const [staleMessage, setStaleMessage] = useState('');
  const form = useForm<AlertChoicesInput>({ resolver, defaultValues: choicesOf(subscription) });
  const { handleSubmit, setError, formState } = form;

  const submit = handleSubmit(async (choices) => {
    setState('idle');
    try {
      const saved = await changeAlertChoices(target, { ...choices, version });
      setVersion(saved.version);
      setState('saved');
      onSaved?.(saved);
    } catch (error) {
      await showAnswerErrors(error, setError);
      setStaleMessage(answerMessage(error) ?? '');
      setState(isStaleVersion(error) ? 'stale' : 'failed');
    }
  });

  const busy = formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form
        className={styles.form}
        noValidate
        onSubmit={submit}
        onFocus={resolver.preload}
        data-testid="alert-choices-form"
      >
        {state === 'stale' && <StaleVersionNotice message={staleMessage} />}
        {state === 'failed' && (
          <p role="alert" className={styles.failure}>
            {t('form.error')}
          </p>
        )}
        {state === 'saved' && (
          <p role="status" className={styles.saved}>
            {t('manage.saved')}
          </p>
        )}
        <AlertChoicesFields options={options} />
        <div>
          <SubmitButton busy={busy}>{busy ? t('form.saving') : t('form.save')}</SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}
