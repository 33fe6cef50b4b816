'use client';

import { useTranslations } from 'next-intl';
import type { Path } from 'react-hook-form';

import { FormTextField } from '@/components/forms/form-text-field';
import {
  LookupSelect,
  type LookupKind,
} from '@/features/enquiries/components/fields/lookup-select';
import { PhoneField } from '@/features/enquiries/components/fields/phone-field';

import type { CompanyFormState } from '../../company-form-values';
import { COMPANY_TEXT_MAX } from '../../constants';

import { CheckboxGroup } from './checkbox-group';
import { ChipsCombobox } from './chips-combobox';
import { FormSection, FullRow } from './form-section';
import type { SectionProps } from './section-props';

type Name = Path<CompanyFormState>;

/**
 * One field of a company form's section: a trimmed text (an e-mail, with its hint under it), a
 * select of a lookup list, a phone number, or on a row of its own the chips or the check boxes of a
 * lookup list; all required.
 */
export type CompanyField =
  | { text: Name; autoComplete?: string; email?: boolean; hint?: boolean }
  | { lookup: Name; kind: LookupKind }
  | { phone: Name }
  | { chips: Name; kind: LookupKind }
  | { checks: Name; kind: LookupKind };

const keyOf = (field: CompanyField) =>
  'text' in field
    ? field.text
    : 'lookup' in field
      ? field.lookup
      : 'phone' in field
        ? field.phone
        : 'chips' in field
          ? field.chips
          : field.checks;

/** A section's fields, drawn from their table in order. */
export function CompanyFields({
  control,
  labelOf,
  fields,
}: SectionProps & { fields: readonly CompanyField[] }) {
  const t = useTranslations('CompanyForm');
  return fields.map((field) => {
    const name = keyOf(field);
    const label = labelOf(name);
    if ('lookup' in field) {
      return (
        <LookupSelect key={name} control={control} name={name} label={label} kind={field.kind} />
      );
    }
    if ('phone' in field) {
      return <PhoneField key={name} control={control} name={name} label={label} />;
    }
    if ('chips' in field || 'checks' in field) {
      const List = 'chips' in field ? ChipsCombobox : CheckboxGroup;
      return (
        <FullRow key={name}>
          <List control={control} name={name} label={label} kind={field.kind} />
        </FullRow>
      );
    }
    return (
      <FormTextField
        key={name}
        control={control}
        name={name}
        label={label}
        kind={field.email ? 'email' : undefined}
        maxLength={COMPANY_TEXT_MAX}
        autoComplete={field.autoComplete}
        hint={field.hint ? t(`hints.${name}`) : undefined}
        trim
      />
    );
  });
}

type SectionOfFieldsProps = SectionProps & {
  /** The section's key: its title (`sections.{key}`) and test id (`company-section-{key}`). */
  section: string;
  /** The key of a sentence under the legend (`sections.{key}`). */
  description?: string;
  fields: readonly CompanyField[];
};

/** A section of the form that is only fields, from their table. */
export function CompanyFieldsSection({ section, description, ...fields }: SectionOfFieldsProps) {
  const t = useTranslations('CompanyForm');
  return (
    <FormSection
      title={t(`sections.${section}`)}
      description={description && t(`sections.${description}`)}
      testId={`company-section-${section}`}
    >
      <CompanyFields {...fields} />
    </FormSection>
  );
}
