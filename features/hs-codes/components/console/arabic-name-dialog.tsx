'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { ConsoleFormDialog } from '@/components/console/console-form-dialog';
import { onFormFields, useConsoleSave } from '@/components/console/use-console-save';
import { FormTextField } from '@/components/forms/form-text-field';

import { HS_NAME_AR_MAX } from '../../constants';
import { arabicNameFormSchema, type ArabicNameForm } from '../../staff-schemas';

import styles from './hs-console.module.css';

type Props = {
  /** The record as the title names it: a section's numeral or a code as customs write it. */
  label: string;
  english: string;
  current: string;
  /** A chapter, heading or section keeps a name; a subheading's may be emptied. */
  required: boolean;
  /** A subheading's heading's Arabic name, shown while it has none of its own. */
  headingName?: string | null;
  save: (name_ar: string) => Promise<void>;
  onClose: () => void;
  onSaved: () => void;
};

const apiField = (field: string) => (field === 'name_ar' ? 'name_ar' : undefined);

/**
 * A section's or code's Arabic name (issue 37): the nomenclature's English beside it, read only,
 * the name typed right to left, and the reminder that it is the portal's own translation.
 */
export function ArabicNameDialog({
  label,
  english,
  current,
  required,
  headingName,
  save,
  onClose,
  onSaved,
}: Props) {
  const t = useTranslations('HsCodesAdmin');
  const { control, handleSubmit, setError } = useForm<ArabicNameForm>({
    resolver: zodResolver(arabicNameFormSchema(required)),
    defaultValues: { name_ar: current },
  });
  const saving = useConsoleSave(t('errors.failed'), onFormFields(setError, apiField));

  const submit = handleSubmit(async ({ name_ar }) => {
    if (await saving.run(() => save(name_ar))) onSaved();
  });

  return (
    <ConsoleFormDialog
      title={t('nameForm.title', { code: label })}
      save={saving}
      labels={{ cancel: t('nameForm.cancel'), save: t('nameForm.save') }}
      onClose={onClose}
      onSubmit={submit}
    >
      <dl className={styles.english}>
        <dt>{t('nameForm.english')}</dt>
        <dd lang="en" dir="ltr">
          {english}
        </dd>
      </dl>
      <FormTextField
        control={control}
        name="name_ar"
        label={t('nameForm.name_ar')}
        required={required}
        maxLength={HS_NAME_AR_MAX}
        multiline
        rows={4}
        dir="rtl"
        hint={
          headingName ? t('nameForm.subheadingHint', { name: headingName }) : t('nameForm.hint')
        }
        autoFocus
        trim
      />
    </ConsoleFormDialog>
  );
}
