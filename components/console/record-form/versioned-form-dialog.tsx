'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';

import { ConsoleFormDialog } from '@/components/console/console-form-dialog';
import grid from '@/components/console/console-form-grid.module.css';
import { onFormFields, useConsoleSave } from '@/components/console/use-console-save';
import { isolate } from '@/lib/i18n/isolate';
import { isLocale } from '@/lib/i18n/routing';

/** The record a save starts from: its id and the version the editor opened. */
export type RecordVersion = { id: number; version: number };

export type VersionedFormProps<Values extends FieldValues, Row extends RecordVersion, Answer> = {
  /** The area's messages: `errors.failed`, `form.cancel`, `form.save` and the titles. */
  namespace: string;
  /** The record to edit (the version it was read at goes with the change); null adds one. */
  record: Row | null;
  /** The same schema as the server's, through `zodResolver`. */
  resolver: Resolver<Values>;
  defaultValues: DefaultValues<Values>;
  /** The form's field for a field the API names, if the form has it. */
  fieldOf: (apiField: string) => Path<Values> | undefined;
  /** The English and the Arabic field that name a record, in its values and its row. */
  names: readonly [english: string, arabic: string];
  /** Sends the values (added when `from` is undefined). */
  save: (values: Values, from: RecordVersion | undefined) => Promise<Answer>;
  /** A last check of the values, which may put errors on fields: false keeps the form open. */
  check?: (values: Values, form: UseFormReturn<Values>) => boolean;
  /** The sentence that announces the save; the record's name alone when none is given. */
  announce?: (name: string, answer: Answer) => string;
  /** The titles' keys (add, edit) and the edit title's parameter that holds the name. */
  titles?: { add: string; edit: string; param?: 'name' | 'title' };
  /** The add title when it is not the usual one (a record prefilled from elsewhere). */
  addTitle?: ReactNode;
  /** The form's layout; the console's two-column grid when none is given. */
  className?: string;
  onClose: () => void;
  /** Saved: its name in the page's language, isolated for the sentence that announces it. */
  onSaved: (announcement: string) => void;
  children: (form: UseFormReturn<Values>) => ReactNode;
};

const TITLES = { add: 'form.addTitle', edit: 'form.editTitle', param: 'name' } as const;

/**
 * A versioned record's form in a dialog (issue 27): react-hook-form over the server's schema, the
 * save from the version the editor opened (a stale version keeps what was typed and says so), the
 * API's field errors on their fields and the record's name in the page's language in the title
 * and the announcement. The dialog says only what differs: its fields, texts and save.
 */
export function VersionedFormDialog<
  Values extends FieldValues,
  Row extends RecordVersion,
  Answer = unknown,
>({
  namespace,
  record,
  resolver,
  defaultValues,
  fieldOf,
  names,
  save: send,
  check,
  announce,
  titles = TITLES,
  addTitle,
  className = grid.form,
  onClose,
  onSaved,
  children,
}: VersionedFormProps<Values, Row, Answer>) {
  const t = useTranslations(namespace);
  const locale = useLocale();
  const shown = isLocale(locale) ? locale : 'en';
  const form = useForm<Values>({ resolver, defaultValues });
  const save = useConsoleSave(t('errors.failed'), onFormFields(form.setError, fieldOf));
  const nameOf = (texts: object) => {
    const text = (texts as Record<string, unknown>)[shown === 'ar' ? names[1] : names[0]];
    return isolate(String(text ?? ''), shown);
  };

  const submit = form.handleSubmit(async (values) => {
    if (check && !check(values, form)) return;
    const from = record ? { id: record.id, version: record.version } : undefined;
    let answer: Answer | undefined;
    const saved = await save.run(async () => {
      answer = await send(values, from);
    });
    const name = nameOf(values);
    if (saved) onSaved(announce ? announce(name, answer as Answer) : name);
  });

  const title = record
    ? t(titles.edit, { [titles.param ?? 'name']: nameOf(record) })
    : (addTitle ?? t(titles.add));
  return (
    <ConsoleFormDialog
      title={title}
      save={save}
      maxWidth="md"
      labels={{ cancel: t('form.cancel'), save: t('form.save') }}
      onClose={onClose}
      onSubmit={submit}
      className={className}
    >
      {children(form)}
    </ConsoleFormDialog>
  );
}
