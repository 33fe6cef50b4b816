'use client';

import { useTranslations } from 'next-intl';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

import { TermsCheckbox } from '@/components/forms/terms-checkbox';
import { termsLink } from '@/components/forms/terms-link';
import { useFieldError } from '@/components/forms/use-field-error';

type Props<T extends FieldValues> = { control: Control<T>; name: Path<T> };

/** part 1 §5 "requiredCheckbox": "I agree to the terms and conditions", linking the terms page. */
export function AgreementsField<T extends FieldValues>({ control, name }: Props<T>) {
  const t = useTranslations('EnquiryForm');
  const { field, fieldState } = useController({ control, name });
  const error = useFieldError(fieldState);

  return (
    <TermsCheckbox
      field={field}
      label={t.rich('agree', { link: termsLink(t('opensInNewTab')) })}
      error={error}
      required
    />
  );
}
