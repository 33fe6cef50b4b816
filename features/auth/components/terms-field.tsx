'use client';

import { useTranslations } from 'next-intl';
import { useController, type Control } from 'react-hook-form';

import { TermsCheckbox } from '@/components/forms/terms-checkbox';
import { termsLink } from '@/components/forms/terms-link';
import { useFieldError } from '@/components/forms/use-field-error';

import type { RegisterForm } from '../schemas';

// part 1 §5 "requiredCheckbox": the terms box of the sign-up form, with a link to the terms page.
export function TermsField({ control }: { control: Control<RegisterForm> }) {
  const t = useTranslations('Auth.register');
  const { field, fieldState } = useController({ control, name: 'terms' });
  const error = useFieldError(fieldState);

  return (
    <TermsCheckbox
      field={field}
      label={t.rich('terms', { link: termsLink(t('opensInNewTab')) })}
      error={error}
      required
    />
  );
}
