'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';

import { recordTextField } from '@/components/console/record-form/record-text-field';
import { VersionedFormDialog } from '@/components/console/record-form/versioned-form-dialog';
import { FormDateField } from '@/components/forms/form-date-field';
import { FormSelectField } from '@/components/forms/form-select-field';

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

const Text = recordTextField<CredentialInput>('CredentialsAdmin.form', {
  rows: 3,
  otherDir: 'ltr',
});

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
          <Text control={control} pair="name" max={CREDENTIAL_NAME_MAX} required />
          {(['types', 'countries'] as const).map((list) => {
            const name = list === 'types' ? 'type' : 'country_id';
            return (
              <FormSelectField
                key={name}
                control={control}
                name={name}
                label={t(`form.${name}`)}
                options={choices[list]}
                placeholder={t('form.choose')}
              />
            );
          })}
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
          <Text control={control} pair="issuer" max={CREDENTIAL_NAME_MAX} />
          <Text control={control} pair="description" max={4000} multiline />
          <Text control={control} name="link" max={500} hint={t('form.linkHint')} />
          <Text control={control} name="document" max={500} hint={t('form.linkHint')} />
        </>
      )}
    </VersionedFormDialog>
  );
}
