'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { ConsoleFormDialog } from '@/components/console/console-form-dialog';
import grid from '@/components/console/console-form-grid.module.css';
import { onFormFields, useConsoleSave } from '@/components/console/use-console-save';
import { isolate } from '@/lib/i18n/isolate';
import { isLocale } from '@/lib/i18n/routing';

import { saveInstitution } from '../../api/change-institution';
import type { ReferenceLists } from '../../institution-list';
import { institutionInputSchema, type Institution, type InstitutionInput } from '../../schemas';

import { CardTextFields, ContactFields, ListFields, NameFields } from './institution-form-fields';
import { INSTITUTION_FIELDS, valuesOf } from './institution-form-values';

type Props = {
  /** The institution to edit (the version it was read at goes with the change); null adds one. */
  institution: Institution | null;
  lists: ReferenceLists;
  onClose: () => void;
  /** Saved: its name in the page's language, isolated for the sentence that announces it. */
  onSaved: (name: string) => void;
};

const apiField = (field: string) => INSTITUTION_FIELDS.find((name) => name === field);

/**
 * Adds or edits an institution (issue 14): the same schema checks it here and on the server. It
 * opens with the institution's values and is unmounted when it closes.
 */
export function InstitutionFormDialog({ institution, lists, onClose, onSaved }: Props) {
  const t = useTranslations('InstitutionsAdmin');
  const locale = useLocale();
  const shown = isLocale(locale) ? locale : 'en';
  const { control, handleSubmit, setError } = useForm<InstitutionInput>({
    resolver: zodResolver(institutionInputSchema),
    defaultValues: valuesOf(institution),
  });
  const save = useConsoleSave(t('errors.failed'), onFormFields(setError, apiField));
  const nameOf = (names: { name: string; name_ara: string }) =>
    isolate(shown === 'ar' ? names.name_ara : names.name, shown);

  const submit = handleSubmit(async (input) => {
    const from = institution ? { id: institution.id, version: institution.version } : undefined;
    const saved = await save.run(async () => {
      await saveInstitution(input, from);
    });
    if (saved) onSaved(nameOf(input));
  });

  const title = institution
    ? t('form.editTitle', { name: nameOf(institution) })
    : t('form.addTitle');
  return (
    <ConsoleFormDialog
      title={title}
      busy={save.busy}
      failure={save.failure}
      maxWidth="md"
      labels={{ cancel: t('form.cancel'), save: t('form.save') }}
      onClose={onClose}
      onSubmit={submit}
      className={grid.form}
    >
      <NameFields control={control} />
      <ListFields control={control} lists={lists} />
      <CardTextFields control={control} />
      <ContactFields control={control} />
    </ConsoleFormDialog>
  );
}
