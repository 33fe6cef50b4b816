'use client';

import { useTranslations } from 'next-intl';

import { FormTextField } from '@/components/forms/form-text-field';
import { LookupSelect } from '@/features/enquiries/components/fields/lookup-select';
import { PhoneField } from '@/features/enquiries/components/fields/phone-field';

import { COMPANY_TEXT_MAX } from '../../constants';

import { FormSection } from './form-section';
import type { SectionProps } from './section-props';

// part 2 §5 / part 3 §5: names, type and contacts, all required; phones numeric.
export function CompanyInfoSection({ control, labelOf }: SectionProps) {
  const t = useTranslations('CompanyForm');
  return (
    <FormSection title={t('sections.company')} testId="company-section-company">
      <FormTextField
        control={control}
        name="company_registered_name"
        label={labelOf('company_registered_name')}
        maxLength={COMPANY_TEXT_MAX}
        autoComplete="organization"
        trim
      />
      <FormTextField
        control={control}
        name="company_trading_name"
        label={labelOf('company_trading_name')}
        maxLength={COMPANY_TEXT_MAX}
        trim
      />
      <LookupSelect
        control={control}
        name="type_of_company"
        label={labelOf('type_of_company')}
        kind="company-types"
      />
      <PhoneField control={control} name="phone_number" label={labelOf('phone_number')} />
      <PhoneField control={control} name="mobile_number" label={labelOf('mobile_number')} />
      <FormTextField
        control={control}
        name="e_mail"
        label={labelOf('e_mail')}
        kind="email"
        maxLength={COMPANY_TEXT_MAX}
        autoComplete="email"
        trim
      />
      <FormTextField
        control={control}
        name="website_url"
        label={labelOf('website_url')}
        maxLength={COMPANY_TEXT_MAX}
        autoComplete="url"
        hint={t('hints.website_url')}
        trim
      />
    </FormSection>
  );
}
