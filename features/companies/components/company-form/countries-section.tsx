'use client';

import { useTranslations } from 'next-intl';

import { ChipsCombobox } from './chips-combobox';
import { FormSection, FullRow } from './form-section';
import type { SectionProps } from './section-props';

// part 2 §5: at least one country of operations.
export function CountriesSection({ control, labelOf }: SectionProps) {
  const t = useTranslations('CompanyForm');
  return (
    <FormSection title={t('sections.countries')} testId="company-section-countries">
      <FullRow>
        <ChipsCombobox
          control={control}
          name="countries_of_operations"
          label={labelOf('countries_of_operations')}
          kind="countries"
        />
      </FullRow>
    </FormSection>
  );
}
