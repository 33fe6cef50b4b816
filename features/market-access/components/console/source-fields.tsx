'use client';

import { useTranslations } from 'next-intl';
import type { Control, FieldValues } from 'react-hook-form';

import { recordTextField } from '@/components/console/record-form/record-text-field';

import type { SourceValues } from '../../console-values';
import { SOURCE_NAME_MAX } from '../../constants';

type SourceForm = { source: SourceValues };

const Text = recordTextField<SourceForm>('MarketAccessAdmin.source', {
  rows: 3,
  otherDir: 'ltr',
  suffixes: ['_en', '_ar'],
  labelKey: (name) => name.slice('source.'.length),
});

/**
 * A figure's source: its name in both languages, its address and its day (YYYY-MM-DD); when it
 * was checked and by when it must be checked again (issue 57).
 */
export function SourceFields<T extends FieldValues & SourceForm>({
  control: form,
}: {
  control: Control<T>;
}) {
  const t = useTranslations('MarketAccessAdmin.source');
  const control = form as unknown as Control<SourceForm>;
  return (
    <>
      <Text control={control} pair="source.name" max={SOURCE_NAME_MAX} />
      <Text control={control} name="source.url" max={500} inputMode="url" hint={t('urlHint')} />
      <Text control={control} name="source.date" max={10} hint={t('dateHint')} />
      <Text control={control} name="source.checked_on" max={10} hint={t('checkedOnHint')} />
      <Text control={control} name="source.review_by" max={10} hint={t('reviewByHint')} />
    </>
  );
}
