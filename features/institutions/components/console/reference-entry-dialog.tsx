'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { ConsoleFormDialog } from '@/components/console/console-form-dialog';
import { onFormFields, useConsoleSave } from '@/components/console/use-console-save';
import { FormTextField } from '@/components/forms/form-text-field';
import { isolate } from '@/lib/i18n/isolate';
import { isLocale } from '@/lib/i18n/routing';

import { saveReferenceEntry } from '../../api/change-reference-entry';
import { REFERENCE_FIELDS, type ReferenceEntry, type ReferenceKind } from '../../reference-entry';
import { exportTypeInputSchema } from '../../schemas';

/** Both lists have the same two names; the form uses the types' field names and schema. */
type Values = { type_eng: string; type_ara: string };

type Props = {
  kind: ReferenceKind;
  /** The entry to rename (at the version the list showed); null adds one. */
  entry: ReferenceEntry | null;
  onClose: () => void;
  /** Saved: its name in the page's language, isolated for the sentence that announces it. */
  onSaved: (name: string) => void;
};

/** Adds or renames an export type or participation mode (issue 14). */
export function ReferenceEntryDialog({ kind, entry, onClose, onSaved }: Props) {
  const t = useTranslations('InstitutionsAdmin');
  const locale = useLocale();
  const shown = isLocale(locale) ? locale : 'en';
  const { control, handleSubmit, setError } = useForm<Values>({
    resolver: zodResolver(exportTypeInputSchema),
    defaultValues: { type_eng: entry?.eng ?? '', type_ara: entry?.ara ?? '' },
  });
  const fields = REFERENCE_FIELDS[kind];
  const save = useConsoleSave(
    t('errors.failed'),
    onFormFields(setError, (field) =>
      field === fields.eng ? 'type_eng' : field === fields.ara ? 'type_ara' : undefined,
    ),
  );
  const nameOf = (eng: string, ara: string) => isolate(shown === 'ar' ? ara : eng, shown);

  const submit = handleSubmit(async ({ type_eng: eng, type_ara: ara }) => {
    const from = entry ? { id: entry.id, version: entry.version } : undefined;
    if (await save.run(() => saveReferenceEntry(kind, { eng, ara }, from)))
      onSaved(nameOf(eng, ara));
  });

  const title = entry
    ? t('lists.editTitle', { name: nameOf(entry.eng, entry.ara) })
    : t(kind === 'types' ? 'lists.addType' : 'lists.addMode');
  return (
    <ConsoleFormDialog
      title={title}
      save={save}
      labels={{ cancel: t('form.cancel'), save: t('form.save') }}
      onClose={onClose}
      onSubmit={submit}
    >
      {(['eng', 'ara'] as const).map((side) => (
        <FormTextField
          key={side}
          control={control}
          name={`type_${side}`}
          label={t(`lists.${side}`)}
          maxLength={120}
          dir={side === 'eng' ? 'ltr' : 'rtl'}
          trim
        />
      ))}
    </ConsoleFormDialog>
  );
}
