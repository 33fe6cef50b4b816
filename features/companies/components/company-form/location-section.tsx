'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';

import { LookupSelect } from '@/features/enquiries/components/fields/lookup-select';

import type { CompanyFormState } from '../../company-form-values';
import { LOCATION_TYPE } from '../../constants';

import { FormSection, FullRow } from './form-section';
import type { SectionProps } from './section-props';

type Props = SectionProps & { form: UseFormReturn<CompanyFormState> };

/**
 * part 2 §4 and part 3 "Company edit": location type 1 (local) needs a governorate and disables and
 * clears the country; type 2 (international) needs a country and disables and clears the
 * governorate. Until a type is chosen, neither applies.
 */
export function LocationSection({ control, labelOf, form }: Props) {
  const t = useTranslations('CompanyForm');
  const type = useWatch({ control, name: 'location_type_id' });
  const local = type === LOCATION_TYPE.local;
  const international = type === LOCATION_TYPE.international;

  // Only a change of the type clears the other field (what the edit form starts with is kept).
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      if (name !== 'location_type_id') return;
      const dropped =
        values.location_type_id === LOCATION_TYPE.local
          ? 'location_country_id'
          : values.location_type_id === LOCATION_TYPE.international
            ? 'governorates'
            : null;
      if (dropped) {
        form.setValue(dropped, '');
        form.clearErrors(dropped);
      }
    });
    return () => subscription.unsubscribe();
  }, [form]);

  return (
    <FormSection title={t('sections.location')} testId="company-section-location">
      <FullRow>
        <LookupSelect
          control={control}
          name="location_type_id"
          label={labelOf('location_type_id')}
          kind="international-buyers-location-types"
        />
      </FullRow>
      <LookupSelect
        control={control}
        name="governorates"
        label={labelOf('governorates')}
        kind="governorates"
        required={local}
        disabled={!local}
      />
      <LookupSelect
        control={control}
        name="location_country_id"
        label={labelOf('location_country_id')}
        kind="countries"
        required={international}
        disabled={!international}
      />
    </FormSection>
  );
}
