'use client';

import { useTranslations } from 'next-intl';

import { FormTextField } from '@/components/forms/form-text-field';
import { LookupSelect } from '@/features/enquiries/components/fields/lookup-select';
import { PhoneField } from '@/features/enquiries/components/fields/phone-field';

import { COMPANY_TEXT_MAX } from '../../constants';

import { FormSection } from './form-section';
import type { SectionProps } from './section-props';

// part 2 §5 / part 3 §5: the contact person's title, position, names, mobile and e-mail.
export function ContactPersonSection({ control, labelOf }: SectionProps) {
  const t = useTranslations('CompanyForm');
  return (
    <FormSection title={t('sections.contact')} testId="company-section-contact">
      <LookupSelect
        control={control}
        name="person_title"
        label={labelOf('person_title')}
        kind="titles"
      />
      <LookupSelect
        control={control}
        name="person_position"
        label={labelOf('person_position')}
        kind="positions"
      />
      <FormTextField
        control={control}
        name="person_first_name"
        label={labelOf('person_first_name')}
        maxLength={COMPANY_TEXT_MAX}
        autoComplete="given-name"
        trim
      />
      <FormTextField
        control={control}
        name="person_last_name"
        label={labelOf('person_last_name')}
        maxLength={COMPANY_TEXT_MAX}
        autoComplete="family-name"
        trim
      />
      <PhoneField
        control={control}
        name="person_mobile_number"
        label={labelOf('person_mobile_number')}
      />
      <FormTextField
        control={control}
        name="person_email"
        label={labelOf('person_email')}
        kind="email"
        maxLength={COMPANY_TEXT_MAX}
        autoComplete="email"
        trim
      />
    </FormSection>
  );
}
