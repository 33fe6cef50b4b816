'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Control } from 'react-hook-form';

import { recordTextField } from '@/components/console/record-form/record-text-field';
import { isolate } from '@/lib/i18n/isolate';
import { isLocale } from '@/lib/i18n/routing';

import type { StatisticInput } from '../../staff-schemas';

type Props = { control: Control<StatisticInput> };

const Text = recordTextField<StatisticInput>('StatisticsAdmin.form', {
  rows: 3,
  otherDir: 'auto',
});

/** part 2 §3: the title (required) and subject in both languages, and the survey period. */
export function TitleFields({ control }: Props) {
  return (
    <>
      <Text control={control} pair="title" max={300} required />
      <Text control={control} pair="subject" max={300} />
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
      <Text control={control} pair="description" max={4000} multiline />
      <Text control={control} pair="comment" max={1000} multiline hint={t('commentHint')} />
      <Text control={control} name="survey_period" max={100} hint={t('periodHint', { example })} />
    </>
  );
}
