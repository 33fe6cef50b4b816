'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import type { Control } from 'react-hook-form';

import { VersionedFormDialog } from '@/components/console/record-form/versioned-form-dialog';
import { FormDateField } from '@/components/forms/form-date-field';
import { FormSelectField } from '@/components/forms/form-select-field';
import { FormTextField } from '@/components/forms/form-text-field';

import { saveCredential } from '../../api/change-credential';
import { CREDENTIAL_NAME_MAX } from '../../constants';
import { credentialInputSchema, type Credential, type CredentialInput } from '../../schemas';

import { CREDENTIAL_FIELDS, credentialValuesOf } from './credential-form-values';
import styles from './credentials-console.module.css';

export type Choice = { value: number; label: string };
export type CredentialChoices = { types: Choice[]; countries: Choice[] };

type Props = {
  /** The credential to edit (the version it was read at goes with the change); null adds one. */
  credential: Credential | null;
  choices: CredentialChoices;
  onClose: () => void;
  /** Saved: its name in the page's language, isolated for the sentence that announces it. */
  onSaved: (name: string) => void;
};

type TextName = Exclude<
  keyof CredentialInput,
  'country_id' | 'type' | 'status' | 'date' | 'version'
>;

function Text({
  control,
  name,
  max,
  dir,
  required = false,
  multiline = false,
}: {
  control: Control<CredentialInput>;
  name: TextName;
  max: number;
  dir?: 'ltr' | 'rtl';
  required?: boolean;
  multiline?: boolean;
}) {
  const t = useTranslations('CredentialsAdmin.form');
  return (
    <FormTextField
      control={control}
      name={name}
      label={t(name)}
      required={required}
      maxLength={max}
      multiline={multiline}
      rows={multiline ? 3 : undefined}
      dir={dir}
      hint={name === 'link' || name === 'document' ? t('linkHint') : undefined}
      trim
    />
  );
}

const apiField = (field: string) => CREDENTIAL_FIELDS.find((name) => name === field);

/**
 * Adds or edits a credential (issue 27) in both languages: the same schema checks it here and on
 * the server (POST /api/credentials, PUT /api/credentials/{id}).
 */
export function CredentialFormDialog({ credential, choices, onClose, onSaved }: Props) {
  const t = useTranslations('CredentialsAdmin');
  return (
    <VersionedFormDialog
      namespace="CredentialsAdmin"
      record={credential}
      resolver={zodResolver(credentialInputSchema)}
      defaultValues={credentialValuesOf(credential)}
      fieldOf={apiField}
      names={['name_eng', 'name_ara']}
      save={saveCredential}
      className={styles.form}
      onClose={onClose}
      onSaved={onSaved}
    >
      {({ control }) => (
        <>
          <Text control={control} name="name_eng" max={CREDENTIAL_NAME_MAX} dir="ltr" required />
          <Text control={control} name="name_ara" max={CREDENTIAL_NAME_MAX} dir="rtl" required />
          <FormSelectField
            control={control}
            name="type"
            label={t('form.type')}
            options={choices.types}
            placeholder={t('form.choose')}
          />
          <FormSelectField
            control={control}
            name="country_id"
            label={t('form.country_id')}
            options={choices.countries}
            placeholder={t('form.choose')}
          />
          <FormDateField
            control={control}
            name="date"
            label={t('form.date')}
            hint={t('form.dateHint')}
          />
          <FormSelectField
            control={control}
            name="status"
            label={t('form.status')}
            options={[
              { value: 1, label: t('status.active') },
              { value: 0, label: t('status.inactive') },
            ]}
          />
          <Text control={control} name="issuer_eng" max={CREDENTIAL_NAME_MAX} dir="ltr" />
          <Text control={control} name="issuer_ara" max={CREDENTIAL_NAME_MAX} dir="rtl" />
          <Text control={control} name="description_eng" max={4000} dir="ltr" multiline />
          <Text control={control} name="description_ara" max={4000} dir="rtl" multiline />
          <Text control={control} name="link" max={500} dir="ltr" />
          <Text control={control} name="document" max={500} dir="ltr" />
        </>
      )}
    </VersionedFormDialog>
  );
}
