'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Control } from 'react-hook-form';

import { CheckField } from '@/components/console/check-fields';
import { ChoiceSelect, ChoiceSelects } from '@/components/console/record-form/choice-select';
import { recordTextField } from '@/components/console/record-form/record-text-field';
import { FormDateField } from '@/components/forms/form-date-field';
import { pick } from '@/lib/i18n/localized';
import { isLocale } from '@/lib/i18n/routing';

import { EVENT_STATUS, LOCATION_TYPES } from '../../constants';
import { statusKind } from '../../event-status';
import type { EventInput } from '../../schemas';

import { useEventChoices } from './event-choices';

type Props = { control: Control<EventInput> };

const Text = recordTextField<EventInput>('EventsAdmin.form', { rows: 3, otherDir: 'ltr' });

/** The event's names and descriptions in both languages (the names required). */
export function EventTextFields({ control }: Props) {
  return (
    <>
      <Text control={control} pair="name" max={200} required />
      <Text control={control} pair="description" max={2000} multiline />
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
        label={t('form.location_type')}
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
        label={t('form.country_id')}
        options={countryOptions}
        empty={{ label: t('form.choose'), value: 0 }}
      />
      <Text control={control} pair="city" max={120} />
      <Text control={control} pair="venue" max={200} />
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
  const choose = { label: t('form.choose'), value: 0 };
  const allSectors = { label: t('form.allSectors'), value: null };
  const statuses = Object.values(EVENT_STATUS).map((status) => ({
    value: String(status),
    label: t(`status.${statusKind(status)}`),
  }));
  return (
    <>
      <ChoiceSelects
        control={control}
        label={(name) => t(`form.${name}`)}
        lists={[
          { name: 'type_id', options: named(types), empty: choose },
          { name: 'mode_id', options: named(modes), empty: choose },
          { name: 'industry_id', options: named(sectors), empty: allSectors },
          { name: 'status', options: statuses, empty: null },
        ]}
      />
      <Text control={control} name="link" max={500} hint={t('form.linkHint')} inputMode="url" />
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
