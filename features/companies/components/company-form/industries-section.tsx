'use client';

import { useTranslations } from 'next-intl';

import { CheckboxGroup } from './checkbox-group';
import { FormSection, FullRow } from './form-section';
import type { SectionProps } from './section-props';

// part 2 §5 "Product industries and service industries: multi-select"; at least one sector in all
// (Companies.sectorRequired, docs/decisions.md).
export function IndustriesSection({ control, labelOf }: SectionProps) {
  const t = useTranslations('CompanyForm');
  return (
    <FormSection
      title={t('sections.industries')}
      description={t('sections.industriesHint')}
      testId="company-section-industries"
    >
      <FullRow>
        <CheckboxGroup
          control={control}
          name="industry_information_for_products"
          label={labelOf('industry_information_for_products')}
          kind="industries-for-products"
        />
      </FullRow>
      <FullRow>
        <CheckboxGroup
          control={control}
          name="industry_information_for_services"
          label={labelOf('industry_information_for_services')}
          kind="industries-for-services"
        />
      </FullRow>
    </FormSection>
  );
}
