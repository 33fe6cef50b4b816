'use client';

import { useTranslations } from 'next-intl';
import type { Control } from 'react-hook-form';

import { IdSelect } from '@/components/console/record-buttons/id-select';

import type { InstitutionInput } from '../../schemas';

type FormControl = { control: Control<InstitutionInput> };

type PlaceProps = FormControl & {
  name: 'mode_id' | 'gov_id';
  options: { id: number; label: string }[];
};

/** The participation mode or the governorate: a required native select of the list's entries. */
export function ListSelect({ control, name, options }: PlaceProps) {
  const t = useTranslations('InstitutionsAdmin.form');
  return (
    <IdSelect
      control={control}
      name={name}
      label={t(name)}
      choose={t('choose')}
      options={options}
    />
  );
}
