'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Control } from 'react-hook-form';

import { CheckField } from '@/components/console/check-fields';
import { FormDateField } from '@/components/forms/form-date-field';
import { FormTextField } from '@/components/forms/form-text-field';
import { pick } from '@/lib/i18n/localized';
import { isLocale } from '@/lib/i18n/routing';

import { EVENT_STATUS, LOCATION_TYPES } from '../../constants';
import { statusKind } from '../../event-status';
import type { EventInput } from '../../schemas';

import { useEventChoices } from './event-choices';
import { ChoiceSelect } from './event-form-controls';

type Props = { control: Control<EventInput> };
type TextName =
  | 'name_eng'
  | 'name_ara'
  | 'description_eng'
  | 'description_ara'
  | 'city_eng'
  | 'city_ara'
  | 'venue_eng'
  | 'venue_ara'
  | 'link';

/** One text field of the form, labelled by its API name; English fields left to right. */
function Text({
  control,
  name,
  max,
  required = false,
  multiline = false,
  hint,
}: Props & {
  name: TextName;
  max: number;
  required?: boolean;
  multiline?: boolean;
  hint?: string;
}) {
  const t = useTranslations('EventsAdmin.form');
  const dir = name.endsWith('_ara') ? 'rtl' : 'ltr';
  return (
    <FormTextField
      control={control}
      name={name}
      label={t(name)}
      required={required}
      maxLength={max}
      multiline={multiline}
      rows={multiline ? 3 : undefined}
      hint={hint}
      dir={dir}
      inputMode={name === 'link' ? 'url' : undefined}
      trim
    />
  );
}

/** The event's names and descriptions in both languages (the names required). */
export function EventTextFields({ control }: Props) {
  return (
    <>
      <Text control={control} name="name_eng" max={200} required />
      <Text control={control} name="name_ara" max={200} required />
      <Text control={control} name="description_eng" max={2000} multiline />
      <Text control={control} name="description_ara" max={2000} multiline />
    </>
  );
}

/** When and where: its days, its kind, the country, city and venue in both languages. */
export function EventPlaceFields({ control }: Props) {
  const t = useTranslations('EventsAdmin');
  const locale = useLocale();
  const shown = isLocale(locale) ? locale : 'en';
  const { countries } = useEventChoices();
  const collator = new Intl.Collator(shown);
  const countryOptions = countries
    .map((country) => ({ value: String(country.id), label: pick(country, 'name', shown) }))
    .sort((a, b) => collator.compare(a.label, b.label));
  return (
    <>
      {/* The first and last day: the browser's date picker, the value YYYY-MM-DD. */}
      <FormDateField control={control} name="date_start" label={t('form.date_start')} />
      <FormDateField control={control} name="date_end" label={t('form.date_end')} />
      <ChoiceSelect
        control={control}
        name="location_type"
        options={[
          { value: LOCATION_TYPES.international, label: t('scope.international') },
          { value: LOCATION_TYPES.local, label: t('scope.local') },
        ]}
        empty={null}
        parse={(value) => value as EventInput['location_type']}
      />
      <ChoiceSelect
        control={control}
        name="country_id"
        options={countryOptions}
        empty={{ label: t('form.choose'), value: 0 }}
        parse={Number}
      />
      <Text control={control} name="city_eng" max={120} />
      <Text control={control} name="city_ara" max={120} />
      <Text control={control} name="venue_eng" max={200} />
      <Text control={control} name="venue_ara" max={200} />
    </>
  );
}

/** What kind of event: type, mode, sector, status, the organiser's page, published or a draft. */
export function EventKindFields({ control }: Props) {
  const t = useTranslations('EventsAdmin');
  const locale = useLocale();
  const shown = isLocale(locale) ? locale : 'en';
  const { types, modes, sectors } = useEventChoices();
  const named = (rows: { id: number; name_eng: string; name_ara: string }[]) =>
    rows.map((row) => ({ value: String(row.id), label: pick(row, 'name', shown) }));
  const statuses = Object.values(EVENT_STATUS).map((status) => ({
    value: String(status),
    label: t(`status.${statusKind(status)}`),
  }));
  return (
    <>
      <ChoiceSelect
        control={control}
        name="type_id"
        options={named(types)}
        empty={{ label: t('form.choose'), value: 0 }}
        parse={Number}
      />
      <ChoiceSelect
        control={control}
        name="mode_id"
        options={named(modes)}
        empty={{ label: t('form.choose'), value: 0 }}
        parse={Number}
      />
      <ChoiceSelect
        control={control}
        name="industry_id"
        options={named(sectors)}
        empty={{ label: t('form.allSectors'), value: null }}
        parse={Number}
      />
      <ChoiceSelect
        control={control}
        name="status"
        options={statuses}
        empty={null}
        parse={Number}
      />
      <Text control={control} name="link" max={500} hint={t('form.linkHint')} />
      {/* Published (shown on the portal) or a draft. */}
      <CheckField
        control={control}
        name="published"
        label={t('form.published')}
        hint={t('form.publishedHint')}
        alignTop
      />
    </>
  );
}
