'use client';

import { useTranslations } from 'next-intl';
import type { FormHTMLAttributes, ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';

import { FormTextField } from '@/components/forms/form-text-field';

import styles from './auth-form.module.css';

type FrameProps = Pick<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onFocus'> & {
  testId: string;
  children: ReactNode;
};

/** An account form: a POST form the script checks and sends (its rules fetched on the first focus). */
export function AuthFormFrame({ onSubmit, onFocus, testId, children }: FrameProps) {
  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={onFocus}
      className={styles.form}
      data-testid={testId}
    >
      {children}
    </form>
  );
}

type FieldProps<T extends FieldValues> = { control: Control<T> };

/** The account's e-mail address. */
export function EmailField<T extends FieldValues>({ control }: FieldProps<T>) {
  const t = useTranslations('Auth');
  return (
    <FormTextField
      control={control}
      name={'email' as Path<T>}
      kind="email"
      label={t('fields.email')}
      autoComplete="email"
    />
  );
}

type PasswordProps<T extends FieldValues> = FieldProps<T> & {
  label: string;
  autoComplete: 'current-password' | 'new-password';
};

/** The password, with the rule's hint under it. */
export function PasswordField<T extends FieldValues>({
  control,
  label,
  autoComplete,
}: PasswordProps<T>) {
  const rules = useTranslations('rules');
  return (
    <FormTextField
      control={control}
      name={'password' as Path<T>}
      kind="password"
      label={label}
      autoComplete={autoComplete}
      hint={rules('minHint')}
    />
  );
}

type NewPasswordProps<T extends FieldValues> = FieldProps<T> & {
  labels: { password: string; confirmation: string };
};

/** A new password and its confirmation (registration, a reset). */
export function NewPasswordFields<T extends FieldValues>({ control, labels }: NewPasswordProps<T>) {
  return (
    <>
      <PasswordField control={control} label={labels.password} autoComplete="new-password" />
      <FormTextField
        control={control}
        name={'password_confirmation' as Path<T>}
        kind="password"
        label={labels.confirmation}
        autoComplete="new-password"
      />
    </>
  );
}
