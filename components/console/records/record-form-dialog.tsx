'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';

import { ConsoleFormDialog } from '@/components/console/console-form-dialog';
import { onFormFields, useConsoleSave } from '@/components/console/use-console-save';

import { saveRecord } from './record-api';
import { RecordFieldView } from './record-field-view';
import {
  FILE_KINDS,
  formFieldOf,
  formValuesOf,
  type FormValues,
  type RecordField,
} from './record-fields';
import styles from './records.module.css';

export type RecordFormProps = {
  /** The staff route under /api (`/staff/home-slides`). */
  path: string;
  /** The form's fields, as ./record-fields.ts describes them. */
  fields: readonly RecordField[];
  /** The fields' rules (the route's own schema): both languages, links, lengths. */
  schema: z.ZodType;
  /** The record as read (its version is the one the save starts from), or null for a new one. */
  record: (FormValues & { id: number; version: number }) | null;
  /** A record the page shows once (PUT {path}). */
  single?: boolean;
  title: string;
  onClose: () => void;
  onSaved: () => void;
};

/** The schema's checks, and a new record's required files. */
function recordResolver(
  schema: z.ZodType,
  fields: readonly RecordField[],
  record: FormValues | null,
): Resolver<FormValues> {
  const checked = zodResolver(schema as never) as unknown as Resolver<FormValues>;
  const files = fields.filter((field) => FILE_KINDS.has(field.kind)) as {
    name: string;
    required?: boolean;
  }[];
  return async (values, context, options) => {
    const result = await checked(values, context, options);
    const errors: FieldErrors<FormValues> = { ...result.errors };
    for (const file of files) {
      const chosen = values[file.name] instanceof File;
      if (file.required && !chosen && !record?.[file.name]) {
        errors[file.name] = { type: 'required', message: 'rules.required' };
      }
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    const chosen = Object.fromEntries(files.map((file) => [file.name, values[file.name]]));
    return { values: { ...result.values, ...chosen }, errors: {} };
  };
}

/**
 * A content record's form in a dialog (issue 29): its fields from their description, checked here
 * with the route's schema and again on the server, saved from the version the editor opened; a
 * refused save keeps what was typed (a stale version says so and offers the reload).
 */
export function RecordFormDialog({
  path,
  fields,
  schema,
  record,
  single,
  title,
  onClose,
  onSaved,
}: RecordFormProps) {
  const t = useTranslations('RecordsAdmin');
  const { control, handleSubmit, setError } = useForm<FormValues>({
    resolver: recordResolver(schema, fields, record),
    defaultValues: formValuesOf(fields, record),
  });
  const save = useConsoleSave(t('errors.failed'), onFormFields(setError, formFieldOf(fields)));
  const submit = handleSubmit(async (values) => {
    const from = record ? { id: record.id, version: record.version, single } : undefined;
    if (await save.run(() => saveRecord(path, fields, values, from))) onSaved();
  });
  const languages = { english: t('english'), arabic: t('arabic') };

  return (
    <ConsoleFormDialog
      title={title}
      save={save}
      maxWidth="md"
      labels={{ cancel: t('cancel'), save: t('save') }}
      onClose={onClose}
      onSubmit={submit}
      className={styles.form}
    >
      {fields.map((field) => (
        <RecordFieldView
          key={'english' in field ? field.english : field.name}
          control={control}
          field={field}
          stored={'name' in field ? record?.[field.name] : undefined}
          languages={languages}
        />
      ))}
    </ConsoleFormDialog>
  );
}
