'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Control } from 'react-hook-form';

import { CheckChoices } from '@/components/console/check-fields';
import { FormTextField } from '@/components/forms/form-text-field';
import { pick } from '@/lib/i18n/localized';
import { isLocale } from '@/lib/i18n/routing';

import type { ReferenceLists } from '../../institution-list';
import type { InstitutionInput } from '../../schemas';

import { ListSelect } from './institution-choices';

type Props = { control: Control<InstitutionInput> };
type TextName = Exclude<keyof InstitutionInput, 'type_id' | 'mode_id' | 'gov_id' | 'version'>;
type TextOptions = {
  max: number;
  dir?: 'ltr' | 'rtl';
  required?: boolean;
  multiline?: boolean;
  hint?: string;
  kind?: 'email' | 'tel';
};

/** One text field of the form, labelled by its API name; English fields left to right. */
function Text({ control, name, ...options }: Props & TextOptions & { name: TextName }) {
  const t = useTranslations('InstitutionsAdmin.form');
  return (
    <FormTextField
      control={control}
      name={name}
      label={t(name)}
      kind={options.kind}
      required={options.required ?? false}
      maxLength={options.max}
      multiline={options.multiline}
      rows={options.multiline ? 3 : undefined}
      hint={options.hint}
      dir={options.dir}
      trim
    />
  );
}

/** The names in both languages (both required). */
export function NameFields({ control }: Props) {
  return (
    <>
      <Text control={control} name="name" max={200} dir="ltr" required />
      <Text control={control} name="name_ara" max={200} dir="rtl" required />
    </>
  );
}

/** What the directory filters by: the types, the participation mode and the governorate. */
export function ListFields({ control, lists }: Props & { lists: ReferenceLists }) {
  const t = useTranslations('InstitutionsAdmin.form');
  const locale = useLocale();
  const shown = isLocale(locale) ? locale : 'en';
  return (
    <>
      {/* part 2 §3 `type_id`, several: one at least. */}
      <CheckChoices
        control={control}
        name="type_id"
        legend={t('type_id')}
        options={lists.types.map((type) => ({ value: type.id, label: pick(type, 'type', shown) }))}
        required
      />
      <ListSelect
        control={control}
        name="mode_id"
        options={lists.modes.map((mode) => ({ id: mode.id, label: pick(mode, 'mode', shown) }))}
      />
      <ListSelect
        control={control}
        name="gov_id"
        options={lists.govs.map((gov) => ({ id: gov.id, label: pick(gov, 'name', shown) }))}
      />
    </>
  );
}

/** The card's texts in both languages: the description and the services, one a line. */
export function CardTextFields({ control }: Props) {
  const hint = useTranslations('InstitutionsAdmin.form')('servicesHint');
  return (
    <>
      <Text control={control} name="description_eng" max={2000} dir="ltr" multiline />
      <Text control={control} name="description_ara" max={2000} dir="rtl" multiline />
      <Text control={control} name="services_eng" max={2000} dir="ltr" multiline hint={hint} />
      <Text control={control} name="services_ara" max={2000} dir="rtl" multiline hint={hint} />
    </>
  );
}

/** Where to find the institution: the address in both languages, telephone, e-mail, web site. */
export function ContactFields({ control }: Props) {
  const hint = useTranslations('InstitutionsAdmin.form')('websiteHint');
  return (
    <>
      <Text control={control} name="address_eng" max={300} dir="ltr" />
      <Text control={control} name="address_ara" max={300} dir="rtl" />
      <Text control={control} name="phone" max={40} kind="tel" />
      <Text control={control} name="email" max={255} kind="email" />
      <Text control={control} name="website" max={255} dir="ltr" hint={hint} />
    </>
  );
}
