'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { type Control, useForm } from 'react-hook-form';

import { ConsoleFormDialog } from '@/components/console/console-form-dialog';
import { onFormFields, useConsoleSave } from '@/components/console/use-console-save';
import { FormDateField } from '@/components/forms/form-date-field';
import { FormSelectField } from '@/components/forms/form-select-field';
import { FormTextField } from '@/components/forms/form-text-field';
import { isolate } from '@/lib/i18n/isolate';
import { isLocale } from '@/lib/i18n/routing';

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
  const locale = useLocale();
  const shown = isLocale(locale) ? locale : 'en';
  const { control, handleSubmit, setError } = useForm<CredentialInput>({
    resolver: zodResolver(credentialInputSchema),
    defaultValues: credentialValuesOf(credential),
  });
  const save = useConsoleSave(t('errors.failed'), onFormFields(setError, apiField));
  const nameOf = (names: { name_eng: string; name_ara: string }) =>
    isolate(shown === 'ar' ? names.name_ara : names.name_eng, shown);

  const submit = handleSubmit(async (input) => {
    const from = credential ? { id: credential.id, version: credential.version } : undefined;
    const saved = await save.run(async () => {
      await saveCredential(input, from);
    });
    if (saved) onSaved(nameOf(input));
  });

  return (
    <ConsoleFormDialog
      title={credential ? t('form.editTitle', { name: nameOf(credential) }) : t('form.addTitle')}
      busy={save.busy}
      failure={save.failure}
      maxWidth="md"
      labels={{ cancel: t('form.cancel'), save: t('form.save') }}
      onClose={onClose}
      onSubmit={submit}
      className={styles.form}
    >
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
    </ConsoleFormDialog>
  );
}
