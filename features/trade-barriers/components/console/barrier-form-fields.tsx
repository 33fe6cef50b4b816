'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Control } from 'react-hook-form';

import { ChoiceSelect, ChoiceSelects } from '@/components/console/record-form/choice-select';
import { FormDateField } from '@/components/forms/form-date-field';
import { FormTextField } from '@/components/forms/form-text-field';
import { pick } from '@/lib/i18n/localized';
import { isLocale } from '@/lib/i18n/routing';

import { BARRIER_STATUSES, BARRIER_SUMMARY_MAX, BARRIER_TITLE_MAX } from '../../constants';
import type { BarrierFormValues } from '../../schemas';

import { useBarrierChoices } from './barrier-choices';

type Props = { control: Control<BarrierFormValues> };
type TextName = 'title_eng' | 'title_ara' | 'summary_eng' | 'summary_ara';

/** The entry's title and summary in both languages, each typed in its own direction. */
export function BarrierTextFields({ control }: Props) {
  const t = useTranslations('TradeBarrierRegisterAdmin.form');
  const text = (name: TextName, max: number, multiline: boolean) => (
    <FormTextField
      control={control}
      name={name}
      label={t(name)}
      required
      maxLength={max}
      multiline={multiline}
      rows={multiline ? 5 : undefined}
      dir={name.endsWith('_ara') ? 'rtl' : 'ltr'}
      trim
    />
  );
  return (
    <>
      {text('title_eng', BARRIER_TITLE_MAX, false)}
      {text('title_ara', BARRIER_TITLE_MAX, false)}
      {text('summary_eng', BARRIER_SUMMARY_MAX, true)}
      {text('summary_ara', BARRIER_SUMMARY_MAX, true)}
    </>
  );
}

/** Where and what: country or bloc, sector, barrier type, HS codes, status and its day. */
export function BarrierKindFields({ control }: Props) {
  const t = useTranslations('TradeBarrierRegisterAdmin');
  const locale = useLocale();
  const shown = isLocale(locale) ? locale : 'en';
  const { countries, blocs, sectors, types } = useBarrierChoices();
  const collator = new Intl.Collator(shown);
  const named = (rows: { id: number; name_eng: string; name_ara: string }[], sort = false) => {
    const options = rows.map((row) => ({ value: String(row.id), label: pick(row, 'name', shown) }));
    return sort ? options.sort((a, b) => collator.compare(a.label, b.label)) : options;
  };
  const choose = { label: t('form.choose'), value: null };
  const noBloc = { label: t('form.noBloc'), value: null };
  const allSectors = { label: t('form.allSectors'), value: null };
  const noType = { label: t('form.noType'), value: null };
  return (
    <>
      <ChoiceSelects
        control={control}
        label={(name) => t(`form.${name}`)}
        lists={[
          { name: 'country_id', options: named(countries, true), empty: choose },
          // Issue 45: a measure of a bloc (the EU) is filed under it, with no country.
          { name: 'bloc_id', options: named(blocs), empty: noBloc },
          { name: 'industry_id', options: named(sectors), empty: allSectors },
          { name: 'barrier_type_id', options: named(types), empty: noType },
        ]}
      />
      <FormTextField
        control={control}
        name="hs_codes"
        label={t('form.hs_codes')}
        hint={t('form.hsCodesHint')}
        maxLength={400}
        dir="ltr"
        trim
      />
      <ChoiceSelect
        control={control}
        name="status"
        label={t('form.status')}
        options={BARRIER_STATUSES.map((status) => ({
          value: status,
          label: t(`statuses.${status}`),
        }))}
        empty={null}
        parse={String}
      />
      <FormDateField control={control} name="status_date" label={t('form.status_date')} required />
    </>
  );
}
