'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';

import { StaleVersionNotice } from '@/components/feedback/stale-version-notice';
import { answerMessage, isStaleVersion } from '@/lib/http/error-text';

import type { AlertOptions } from '../alert-options';
import { changeAlertChoices, type AlertTarget } from '../api/alert-requests';
import type { AlertChoices, AlertSubscriptionView } from '../schemas';

import { AlertChoicesFields } from './alert-choices-fields';
import styles from './alerts.module.css';
import { answerErrors, firstIssueErrors } from './choices-errors';

type Props = {
  target: AlertTarget;
  subscription: AlertSubscriptionView;
  options: AlertOptions;
  onSaved?: (saved: AlertSubscriptionView) => void;
};

const choicesOf = (row: AlertSubscriptionView): AlertChoices => ({
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
  const [choices, setChoices] = useState(() => choicesOf(subscription));
  const [version, setVersion] = useState(subscription.version);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<'idle' | 'busy' | 'saved' | 'failed' | 'stale'>('idle');
  const [staleMessage, setStaleMessage] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // zod loads with the form's first check, not with the page.
    const { alertChoicesSchema } = await import('../schemas');
    const parsed = alertChoicesSchema.safeParse(choices);
    setErrors(parsed.success ? {} : firstIssueErrors(parsed.error));
    if (!parsed.success) return;
    setState('busy');
    try {
      const saved = await changeAlertChoices(target, { ...parsed.data, version });
      setVersion(saved.version);
      setState('saved');
      onSaved?.(saved);
    } catch (error) {
      setErrors(await answerErrors(error));
      setStaleMessage(answerMessage(error) ?? '');
      setState(isStaleVersion(error) ? 'stale' : 'failed');
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} data-testid="alert-choices-form">
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
      <AlertChoicesFields value={choices} onChange={setChoices} options={options} errors={errors} />
      <div>
        <button type="submit" className="button button-primary" disabled={state === 'busy'}>
          {state === 'busy' ? t('form.saving') : t('form.save')}
        </button>
      </div>
    </form>
  );
}
