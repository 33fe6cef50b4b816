'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useController, type Control } from 'react-hook-form';

import { FieldFrame, useFieldIds } from '@/components/forms/field-frame';
import fieldStyles from '@/components/forms/field.module.css';
import { useFieldError } from '@/components/forms/use-field-error';
import { pick } from '@/lib/i18n/localized';
import { isLocale } from '@/lib/i18n/routing';

import type { PublicationFormValues } from '../../publication-form-values';
import type { Country } from '../../schemas';

type FormControl = { control: Control<PublicationFormValues> };

/** The publication's one country (part 1 §3 `country_id`): a native select, GMK's first. */
export function CountrySelect({ control, countries }: FormControl & { countries: Country[] }) {
  const t = useTranslations('PublicationsAdmin.form');
  const locale = useLocale();
  const shown = isLocale(locale) ? locale : 'en';
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name: 'country_id' });
  const error = useFieldError(fieldState);
  const ids = useFieldIds();
  return (
    <FieldFrame ids={ids} label={t('country_id')} required error={error}>
      <select
        id={ids.input}
        ref={ref}
        name={field.name}
        value={field.value || ''}
        onChange={(event) => field.onChange(Number(event.target.value) || 0)}
        onBlur={field.onBlur}
        required
        aria-invalid={!!error}
        aria-describedby={error ? ids.helper : undefined}
        className={`${fieldStyles.input} ${fieldStyles.select}`}
      >
        <option value="">{t('choose')}</option>
        {countries.map((country) => (
          <option key={country.id} value={country.id}>
            {pick(country, 'name', shown)}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
