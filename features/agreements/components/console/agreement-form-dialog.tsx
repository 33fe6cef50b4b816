'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';

import { recordTextField } from '@/components/console/record-form/record-text-field';
import { ShownStatusField } from '@/components/console/record-form/shown-status-field';
import { VersionedFormDialog } from '@/components/console/record-form/versioned-form-dialog';
import { FormDateField } from '@/components/forms/form-date-field';
import { FormSelectField } from '@/components/forms/form-select-field';

import { saveAgreement } from '../../api/change-agreement';
import { AGREEMENT_TITLE_MAX, LEGAL_STATUSES } from '../../constants';
import { agreementInputSchema, type AgreementInput, type TradeAgreement } from '../../schemas';

const EMPTY: AgreementInput = {
  title_eng: '',
  title_ara: '',
  summary_eng: '',
  summary_ara: '',
  covers_eng: '',
  covers_ara: '',
  signed_on: null,
  in_force_on: null,
  link: '',
  status: 1,
  legal_status: 'in_force',
};
const FIELDS = Object.keys(EMPTY) as (keyof AgreementInput)[];
const valuesOf = (agreement: TradeAgreement | null): AgreementInput =>
  agreement
    ? (Object.fromEntries(
        FIELDS.map((key) => [key, agreement[key as keyof TradeAgreement]]),
      ) as AgreementInput)
    : EMPTY;
const apiField = (field: string) => FIELDS.find((name) => name === field);

const Text = recordTextField<AgreementInput>('AgreementsAdmin.form', { rows: 4, otherDir: 'ltr' });

type Props = {
  agreement: TradeAgreement | null;
  onClose: () => void;
  onSaved: (name: string) => void;
};

/** Adds or edits a trade agreement in both languages (issue 27), checked here and on the server. */
export function AgreementFormDialog({ agreement, onClose, onSaved }: Props) {
  const t = useTranslations('AgreementsAdmin');
  return (
    <VersionedFormDialog
      namespace="AgreementsAdmin"
      record={agreement}
      resolver={zodResolver(agreementInputSchema)}
      defaultValues={valuesOf(agreement)}
      fieldOf={apiField}
      names={['title_eng', 'title_ara']}
      save={saveAgreement}
      onClose={onClose}
      onSaved={onSaved}
    >
      {({ control }) => (
        <>
          <Text control={control} pair="title" max={AGREEMENT_TITLE_MAX} required />
          <FormDateField
            control={control}
            name="signed_on"
            label={t('form.signed_on')}
            required={false}
          />
          <FormDateField
            control={control}
            name="in_force_on"
            label={t('form.in_force_on')}
            required={false}
          />
          <Text control={control} pair="summary" max={4000} multiline />
          <Text control={control} pair="covers" max={4000} multiline />
          <Text control={control} name="link" max={500} hint={t('form.linkHint')} />
          <ShownStatusField control={control} namespace="AgreementsAdmin" />
          <FormSelectField
            control={control}
            name="legal_status"
            label={t('form.legal_status')}
            hint={t('form.legalStatusHint')}
            options={LEGAL_STATUSES.map((value) => ({ value, label: t(`legalStatus.${value}`) }))}
          />
        </>
      )}
    </VersionedFormDialog>
  );
}
