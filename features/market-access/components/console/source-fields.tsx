'use client';

import { useTranslations } from 'next-intl';
import type { Control, FieldValues, Path } from 'react-hook-form';

import { FormTextField } from '@/components/forms/form-text-field';

import { SOURCE_NAME_MAX } from '../../constants';

/** A figure's source: its name in both languages, its address and its day (YYYY-MM-DD). */
export function SourceFields<T extends FieldValues>({ control }: { control: Control<T> }) {
  const t = useTranslations('MarketAccessAdmin.source');
  const name = (field: string) => `source.${field}` as Path<T>;
  return (
    <>
      <FormTextField
        control={control}
        name={name('name_en')}
        label={t('name_en')}
        required={false}
        maxLength={SOURCE_NAME_MAX}
        dir="ltr"
        trim
      />
      <FormTextField
        control={control}
        name={name('name_ar')}
        label={t('name_ar')}
        required={false}
        maxLength={SOURCE_NAME_MAX}
        dir="rtl"
        trim
      />
      <FormTextField
        control={control}
        name={name('url')}
        label={t('url')}
        required={false}
        maxLength={500}
        dir="ltr"
        inputMode="url"
        hint={t('urlHint')}
        trim
      />
      <FormTextField
        control={control}
        name={name('date')}
        label={t('date')}
        required={false}
        maxLength={10}
        dir="ltr"
        hint={t('dateHint')}
        trim
      />
    </>
  );
}
