'use client';

import { useTranslations } from 'next-intl';
import type { FormEventHandler, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';

import { SubmitButton } from '@/components/forms/submit-button';

import type { AlertOptions } from '../alert-options';

import { AlertChoicesFields } from './alert-choices-fields';
import styles from './alerts.module.css';

type Props<T extends FieldValues> = {
  form: UseFormReturn<T>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The resolver's preload: the rules load when the visitor first focuses the form. */
  onFocus: () => void;
  'data-testid': string;
  /** What stands above the fields (notices, the honeypot). */
  top?: ReactNode;
  /** The save was refused for another reason than a field. */
  failed: boolean;
  submitLabel: string;
  options: AlertOptions;
  /** Fields before the choices (the subscribe form's e-mail). */
  children?: ReactNode;
};

/** An alerts form (subscribe, change the choices): its fields, the choices and the button. */
export function AlertForm<T extends FieldValues>({
  form,
  onSubmit,
  onFocus,
  top,
  failed,
  submitLabel,
  options,
  children,
  ...rest
}: Props<T>) {
  const t = useTranslations('Alerts');
  const busy = form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form
        className={styles.form}
        noValidate
        onSubmit={onSubmit}
        onFocus={onFocus}
        data-testid={rest['data-testid']}
      >
        {top}
        {failed && (
          <p role="alert" className={styles.failure}>
            {t('form.error')}
          </p>
        )}
        {children}
        <AlertChoicesFields options={options} />
        <div>
          <SubmitButton busy={busy}>{busy ? t('form.saving') : submitLabel}</SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}
