'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';

import { recordTextField } from '@/components/console/record-form/record-text-field';
import { VersionedFormDialog } from '@/components/console/record-form/versioned-form-dialog';
import { FormDateField } from '@/components/forms/form-date-field';
import { FormSelectField } from '@/components/forms/form-select-field';
import { TAX_RATE_KINDS } from '@/lib/db/schema/market-indicators';

import { saveVatCorrection } from '../../api/change-vat-correction';
import {
  VAT_NOTE_MAX,
  VAT_SOURCE_NAME_MAX,
  VAT_URL_MAX,
  type VatCorrection,
  type VatCorrectionForm,
  vatCorrectionFormSchema,
} from '../../vat-correction-schemas';

type Props = {
  /** The correction to edit (the version it was read at goes with the change); null adds one. */
  correction: VatCorrection | null;
  onClose: () => void;
  onSaved: (name: string) => void;
};

const FIELDS = [
  'country',
  'kind',
  'percent',
  'note_en',
  'note_ar',
  'source_name_en',
  'source_name_ar',
  'url',
  'source_date',
  'checked_on',
] as const;
const apiField = (field: string) =>
  field === 'rate' ? 'percent' : FIELDS.find((name) => name === field);

const Text = recordTextField<VatCorrectionForm>('VatCorrectionsAdmin.form', {
  rows: 3,
  otherDir: 'ltr',
  suffixes: ['_en', '_ar'],
});

/** The form's starting values: the correction's fields, its rate as a percentage. */
const valuesOf = (row: VatCorrection | null): VatCorrectionForm => ({
  country: row?.country ?? '',
  kind: row?.kind ?? 'vat',
  percent: row ? String(Math.round(row.rate * 1_000_000) / 10_000) : '',
  note_en: row?.note_en ?? '',
  note_ar: row?.note_ar ?? '',
  source_name_en: row?.source_name_en ?? '',
  source_name_ar: row?.source_name_ar ?? '',
  url: row?.url ?? '',
  source_date: row?.source_date ?? '',
  checked_on: row?.checked_on ?? '',
});

/**
 * Adds or edits a correction of the tax file (issue 58): the market, the kind and rate, a note in
 * both languages, the source and the day it was checked; the server checks the same rules.
 */
export function VatCorrectionFormDialog({ correction, onClose, onSaved }: Props) {
  const t = useTranslations('VatCorrectionsAdmin');
  return (
    <VersionedFormDialog
      namespace="VatCorrectionsAdmin"
      record={correction}
      resolver={zodResolver(vatCorrectionFormSchema)}
      defaultValues={valuesOf(correction)}
      fieldOf={apiField}
      names={['country', 'country']}
      save={saveVatCorrection}
      onClose={onClose}
      onSaved={onSaved}
    >
      {({ control }) => (
        <>
          <Text control={control} name="country" max={2} required hint={t('form.countryHint')} />
          <FormSelectField
            control={control}
            name="kind"
            label={t('form.kind')}
            options={TAX_RATE_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
          />
          <Text
            control={control}
            name="percent"
            max={9}
            required
            inputMode="numeric"
            hint={t('form.percentHint')}
          />
          <Text control={control} pair="note" max={VAT_NOTE_MAX} multiline />
          <Text control={control} pair="source_name" max={VAT_SOURCE_NAME_MAX} required />
          <Text
            control={control}
            name="url"
            max={VAT_URL_MAX}
            required
            inputMode="url"
            hint={t('form.urlHint')}
          />
          <FormDateField
            control={control}
            name="source_date"
            label={t('form.source_date')}
            hint={t('form.sourceDateHint')}
          />
          <FormDateField
            control={control}
            name="checked_on"
            label={t('form.checked_on')}
            hint={t('form.checkedOnHint')}
          />
        </>
      )}
    </VersionedFormDialog>
  );
}
