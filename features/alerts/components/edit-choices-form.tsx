'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { StaleVersionNotice } from '@/components/feedback/stale-version-notice';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { answerMessage, isStaleVersion } from '@/lib/http/error-text';

import { choicesOf } from '../alert-choices';
import type { AlertOptions } from '../alert-options';
import { changeAlertChoices, type AlertTarget } from '../api/alert-requests';
import type { AlertChoicesInput, AlertSubscriptionView } from '../schemas';

import { AlertForm } from './alert-form';
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

/** A subscription's choices changed at the version read (the manage page, My alerts). */
export function EditChoicesForm({ target, subscription, options, onSaved }: Props) {
  const t = useTranslations('Alerts');
  const [version, setVersion] = useState(subscription.version);
  const [state, setState] = useState<'idle' | 'saved' | 'failed' | 'stale'>('idle');
  const [staleMessage, setStaleMessage] = useState('');
  const form = useForm<AlertChoicesInput>({ resolver, defaultValues: choicesOf(subscription) });
  const { handleSubmit, setError } = form;

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

  return (
    <AlertForm
      form={form}
      onSubmit={submit}
      onFocus={resolver.preload}
      data-testid="alert-choices-form"
      top={
        <>
          {state === 'stale' && <StaleVersionNotice message={staleMessage} />}
          {state === 'saved' && (
            <p role="status" className={styles.saved}>
              {t('manage.saved')}
            </p>
          )}
        </>
      }
      failed={state === 'failed'}
      submitLabel={t('form.save')}
      options={options}
    />
  );
}
