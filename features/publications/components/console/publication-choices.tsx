'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Control } from 'react-hook-form';

import { IdSelect } from '@/components/console/record-buttons/id-select';
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
  return (
    <IdSelect
      control={control}
      name="country_id"
      label={t('country_id')}
      choose={t('choose')}
      options={countries.map((country) => ({
        id: country.id,
        label: pick(country, 'name', shown),
      }))}
    />
  );
}
