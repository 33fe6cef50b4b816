'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import type { Control } from 'react-hook-form';

import { CheckChoices, CheckField } from '@/components/console/check-fields';
import { VersionedFormDialog } from '@/components/console/record-form/versioned-form-dialog';
import { FormSelectField } from '@/components/forms/form-select-field';
import { FormTextField } from '@/components/forms/form-text-field';

import { saveCountryPage } from '../../api/change-agreement';
import { AGREEMENT_TITLE_MAX, COUNTRY_CONTENT_MAX } from '../../constants';
import { ftaCountryInputSchema, type FtaCountryInput, type FtaCountryRow } from '../../schemas';

import styles from './agreements-console.module.css';

export type CountryChoices = {
  countries: { value: string; label: string }[];
  agreements: { id: number; label: string }[];
};

const EMPTY: FtaCountryInput = {
  country_code: '',
  visible: true,
  title_eng: '',
  title_ara: '',
  subtitle_eng: '',
  subtitle_ara: '',
  sub_subtitle_eng: '',
  sub_subtitle_ara: '',
  image: '',
  url: '',
  keywords: '',
  keywords_ara: '',
  content_eng: '',
  content_ara: '',
  agreement_ids: [],
};
const FIELDS = Object.keys(EMPTY) as (keyof FtaCountryInput)[];
const valuesOf = (page: FtaCountryRow | null): FtaCountryInput =>
  page
    ? (Object.fromEntries(
        FIELDS.map((key) => [key, page[key as keyof FtaCountryRow]]),
      ) as FtaCountryInput)
    : EMPTY;
const apiField = (field: string) => FIELDS.find((name) => name === field);

type TextName = Exclude<
  keyof FtaCountryInput,
  'country_code' | 'visible' | 'agreement_ids' | 'version'
>;

function Text({
  control,
  name,
  max,
  dir,
  required = false,
  rows,
}: {
  control: Control<FtaCountryInput>;
  name: TextName;
  max: number;
  dir: 'ltr' | 'rtl';
  required?: boolean;
  rows?: number;
}) {
  const t = useTranslations('AgreementsAdmin.countryForm');
  const hints: Partial<Record<TextName, string>> = {
    image: t('imageHint'),
    content_eng: t('contentHint'),
    content_ara: t('contentHint'),
  };
  return (
    <FormTextField
      control={control}
      name={name}
      label={t(name)}
      required={required}
      maxLength={max}
      multiline={rows !== undefined}
      rows={rows}
      dir={dir}
      hint={hints[name]}
      trim
    />
  );
}

type Props = {
  page: FtaCountryRow | null;
  choices: CountryChoices;
  onClose: () => void;
  onSaved: (name: string) => void;
};

/**
 * Adds or edits a country page of the map (issue 27, part 2 §3 "FTA agreement") in both languages:
 * the country, whether the map shows it, its texts, its rich content (HTML, cleaned when saved)
 * and the agreements that bind Jordan and it.
 */
export function CountryFormDialog({ page, choices, onClose, onSaved }: Props) {
  const t = useTranslations('AgreementsAdmin');
  return (
    <VersionedFormDialog
      namespace="AgreementsAdmin"
      record={page}
      resolver={zodResolver(ftaCountryInputSchema)}
      defaultValues={valuesOf(page)}
      fieldOf={apiField}
      names={['title_eng', 'title_ara']}
      save={saveCountryPage}
      titles={{ add: 'countryForm.addTitle', edit: 'countryForm.editTitle' }}
      onClose={onClose}
      onSaved={onSaved}
    >
      {({ control }) => (
        <>
          <FormSelectField
            control={control}
            name="country_code"
            label={t('countryForm.country_code')}
            options={choices.countries}
            placeholder={t('form.choose')}
          />
          {/* Shown on the map (part 2 §3 `visible`), or kept hidden. */}
          <CheckField
            control={control}
            name="visible"
            label={t('countryForm.visible')}
            hint={t('countryForm.visibleHint')}
          />
          <Text control={control} name="title_eng" max={AGREEMENT_TITLE_MAX} dir="ltr" required />
          <Text control={control} name="title_ara" max={AGREEMENT_TITLE_MAX} dir="rtl" required />
          <Text control={control} name="subtitle_eng" max={AGREEMENT_TITLE_MAX} dir="ltr" />
          <Text control={control} name="subtitle_ara" max={AGREEMENT_TITLE_MAX} dir="rtl" />
          <Text control={control} name="sub_subtitle_eng" max={AGREEMENT_TITLE_MAX} dir="ltr" />
          <Text control={control} name="sub_subtitle_ara" max={AGREEMENT_TITLE_MAX} dir="rtl" />
          {/* The agreements the page names (part 2 §3 `agreement_ids`). */}
          <CheckChoices
            control={control}
            name="agreement_ids"
            legend={t('countryForm.agreement_ids')}
            options={choices.agreements.map(({ id, label }) => ({ value: id, label }))}
            required
            className={styles.agreementChoices}
          />
          <Text control={control} name="content_eng" max={COUNTRY_CONTENT_MAX} dir="ltr" rows={8} />
          <Text control={control} name="content_ara" max={COUNTRY_CONTENT_MAX} dir="rtl" rows={8} />
          <Text control={control} name="image" max={500} dir="ltr" />
          <Text control={control} name="url" max={200} dir="ltr" />
          <Text control={control} name="keywords" max={500} dir="ltr" />
          <Text control={control} name="keywords_ara" max={500} dir="rtl" />
        </>
      )}
    </VersionedFormDialog>
  );
}
