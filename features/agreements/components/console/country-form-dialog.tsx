'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';

import { CheckChoices, CheckField } from '@/components/console/check-fields';
import { recordTextField } from '@/components/console/record-form/record-text-field';
import { VersionedFormDialog } from '@/components/console/record-form/versioned-form-dialog';
import { FormSelectField } from '@/components/forms/form-select-field';

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

const Text = recordTextField<FtaCountryInput>('AgreementsAdmin.countryForm', {
  rows: 8,
  otherDir: 'ltr',
});

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
          <Text control={control} pair="title" max={AGREEMENT_TITLE_MAX} required />
          <Text control={control} pair="subtitle" max={AGREEMENT_TITLE_MAX} />
          <Text control={control} pair="sub_subtitle" max={AGREEMENT_TITLE_MAX} />
          {/* The agreements the page names (part 2 §3 `agreement_ids`). */}
          <CheckChoices
            control={control}
            name="agreement_ids"
            legend={t('countryForm.agreement_ids')}
            options={choices.agreements.map(({ id, label }) => ({ value: id, label }))}
            required
            className={styles.agreementChoices}
          />
          <Text
            control={control}
            pair="content"
            max={COUNTRY_CONTENT_MAX}
            rows={8}
            hint={t('countryForm.contentHint')}
          />
          <Text control={control} name="image" max={500} hint={t('countryForm.imageHint')} />
          <Text control={control} name="url" max={200} />
          <Text control={control} name="keywords" max={500} />
          <Text control={control} name="keywords_ara" max={500} />
        </>
      )}
    </VersionedFormDialog>
  );
}
