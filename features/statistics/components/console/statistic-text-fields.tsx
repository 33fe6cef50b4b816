'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Control } from 'react-hook-form';

import { FormTextField } from '@/components/forms/form-text-field';
import { isolate } from '@/lib/i18n/isolate';
import { isLocale } from '@/lib/i18n/routing';

import type { StatisticInput } from '../../staff-schemas';

type Props = { control: Control<StatisticInput> };
type TextName =
  | 'title_eng'
  | 'title_ara'
  | 'subject_eng'
  | 'subject_ara'
  | 'survey_period'
  | 'comment_eng'
  | 'comment_ara'
  | 'description_eng'
  | 'description_ara';

/** One text of the form, labelled by its API name; English fields left to right. */
function Text({
  control,
  name,
  max,
  required = false,
  multiline = false,
  hint,
}: Props & {
  name: TextName;
  max: number;
  required?: boolean;
  multiline?: boolean;
  hint?: string;
}) {
  const t = useTranslations('StatisticsAdmin.form');
  const dir = name.endsWith('_ara') ? 'rtl' : name.endsWith('_eng') ? 'ltr' : 'auto';
  return (
    <FormTextField
      control={control}
      name={name}
      label={t(name)}
      required={required}
      maxLength={max}
      multiline={multiline}
      rows={multiline ? 3 : undefined}
      hint={hint}
      dir={dir}
      trim
    />
  );
}

/** part 2 §3: the title (required) and subject in both languages, and the survey period. */
export function TitleFields({ control }: Props) {
  return (
    <>
      <Text control={control} name="title_eng" max={300} required />
      <Text control={control} name="title_ara" max={300} required />
      <Text control={control} name="subject_eng" max={300} />
      <Text control={control} name="subject_ara" max={300} />
    </>
  );
}

/** The description and the comment (the seed's "Sample data" note) in both languages. */
export function DescriptionFields({ control }: Props) {
  const t = useTranslations('StatisticsAdmin.form');
  const current = useLocale();
  const example = isolate('2019–2024', isLocale(current) ? current : 'en', { latin: true });
  return (
    <>
      <Text control={control} name="description_eng" max={4000} multiline />
      <Text control={control} name="description_ara" max={4000} multiline />
      <Text control={control} name="comment_eng" max={1000} multiline hint={t('commentHint')} />
      <Text control={control} name="comment_ara" max={1000} multiline hint={t('commentHint')} />
      <Text control={control} name="survey_period" max={100} hint={t('periodHint', { example })} />
    </>
  );
}
