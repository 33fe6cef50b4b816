'use client';

import { useTranslations } from 'next-intl';
import type { Control } from 'react-hook-form';

import { FormDateField } from '@/components/forms/form-date-field';
import { FormSelectField } from '@/components/forms/form-select-field';
import { FormTextField } from '@/components/forms/form-text-field';

import { LINE_MAX, TEXT_MAX, type PlanField as Field, type PlanSection } from '../constants';

export type SectionValues = Record<string, string | null>;

type Props = {
  control: Control<SectionValues>;
  section: PlanSection;
  field: Field;
  prefilled: boolean;
};

/** One field of a plan's section by its kind; a field the portal filled says so under it. */
export function PlanField({ control, section, field, prefilled }: Props) {
  const t = useTranslations('ExportPlan');
  const label = t(`sections.${section}.fields.${field.name}` as never);
  const hint = prefilled ? t('prefilled') : undefined;
  const common = { control, name: field.name, label, required: field.required, hint };
  switch (field.kind) {
    case 'choice':
      return (
        <FormSelectField
          {...common}
          placeholder={t('choose')}
          options={(field.options ?? []).map((value) => ({
            value,
            label: t(`choices.${field.name}.${value}` as never),
          }))}
        />
      );
    case 'date':
      return <FormDateField {...common} />;
    case 'text':
      return <FormTextField {...common} multiline rows={4} maxLength={TEXT_MAX} dir="auto" />;
    case 'amount':
      return <FormTextField {...common} maxLength={16} dir="ltr" />;
    default:
      return (
        <FormTextField
          {...common}
          maxLength={LINE_MAX}
          dir={field.name === 'hs_code' ? 'ltr' : 'auto'}
        />
      );
  }
}
