'use client';

import { useTranslations } from 'next-intl';
import type { Control, FieldValues, Path } from 'react-hook-form';

import { FormSelectField } from '@/components/forms/form-select-field';

/**
 * Whether a record is shown on the portal (`status` 1) or hidden (0), in the area's messages
 * (`namespace`): `form.status`, `form.statusHint`, `status.shown` and `status.hidden`.
 */
export function ShownStatusField<T extends FieldValues>({
  control,
  namespace,
}: {
  control: Control<T>;
  namespace: string;
}) {
  const t = useTranslations(namespace);
  return (
    <FormSelectField
      control={control}
      name={'status' as Path<T>}
      label={t('form.status')}
      hint={t('form.statusHint')}
      options={[
        { value: 1, label: t('status.shown') },
        { value: 0, label: t('status.hidden') },
      ]}
    />
  );
}
