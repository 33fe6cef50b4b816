'use client';

import { useTranslations } from 'next-intl';
import { useController, type Control } from 'react-hook-form';

import { TermsCheckbox } from '@/components/forms/terms-checkbox';
import { termsLink } from '@/components/forms/terms-link';

import type { RegisterForm } from '../schemas';

// part 1 §5 "requiredCheckbox": the terms box of the sign-up form, with a link to the terms page.
export function TermsField({ control }: { control: Control<RegisterForm> }) {
  const t = useTranslations('Auth.register');
  const translate = useTranslations();
  const { field, fieldState } = useController({ control, name: 'terms' });
  const errorKey = fieldState.error?.message;
  const error = errorKey && translate.has(errorKey) ? translate(errorKey) : errorKey;

  return (
    <TermsCheckbox
      field={field}
      label={t.rich('terms', { link: termsLink(t('opensInNewTab')) })}
      error={error}
      required
    />
  );
}
