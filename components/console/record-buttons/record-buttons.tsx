'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

import { isolate } from '@/lib/i18n/isolate';
import { isLocale, type Locale } from '@/lib/i18n/routing';

import { AddRecordButton, RecordRowActions } from '../record-actions';

/** The usual message keys of a record's buttons, in its area's namespace. */
const KEYS = {
  add: 'add',
  edit: 'edit',
  editLabel: 'editLabel',
  delete: 'delete',
  deleteLabel: 'deleteLabel',
  confirm: 'confirm.confirm',
  deleteTitle: 'confirm.deleteTitle',
  deleteText: 'confirm.deleteText',
  created: 'done.created',
  updated: 'done.updated',
  deleted: 'done.deleted',
};
type Key = keyof typeof KEYS;

/** Where a kind of record's button texts are: its namespace, and what differs from the usual. */
export type RecordTexts = {
  /** The area's messages ("AgreementsAdmin"). */
  namespace: string;
  /** The placeholder its messages name the record by: `name` unless said. */
  param?: string;
  /** Keys other than the usual ones (`add`, `confirm.deleteTitle`, `done.created`…). */
  keys?: Partial<Record<Key, string>>;
  /** The name put into sentences as it is (a date, a name isolated already): isolated unless said. */
  plain?: boolean;
};

/** How the record's form dialog closes, and announces what it saved (under the name it gives). */
export type FormHandlers = { onClose: () => void; onSaved: (name?: string) => void };

/** The record's form dialog (a new record's, or the row's at its version) with those handlers. */
export type RecordForm = (handlers: FormHandlers) => ReactNode;

/** The record's name in each language (the page's is shown), how to read it in one, or the name. */
export type RecordName = string | { en: string; ar: string } | ((locale: Locale) => string);

function useRecordTexts({ namespace, param = 'name', keys }: RecordTexts) {
  const t = useTranslations(namespace);
  const key = { ...KEYS, ...keys };
  return (which: Key, name?: string) =>
    t(key[which], name === undefined ? undefined : { [param]: name });
}

/** "Add…": the record's form dialog for a new one, its creation announced. */
export function AddRecord({ texts, form }: { texts: RecordTexts; form: RecordForm }) {
  const text = useRecordTexts(texts);
  return (
    <AddRecordButton
      label={text('add')}
      dialog={({ close, saved }) =>
        form({ onClose: close, onSaved: (name) => saved(text('created', name)) })
      }
    />
  );
}

type Props = {
  texts: RecordTexts;
  name: RecordName;
  /** Deletes the record at the row's version. */
  remove: () => Promise<void>;
  form: RecordForm;
  /** The question's text when it is not the usual one (it names what the deletion takes along). */
  deleteText?: string;
};

/**
 * A row's Edit (the form dialog at the row's version) and Delete (asked first): the buttons named
 * with the record's name, the sentences with it isolated from the text around it.
 */
export function RecordActions({ texts, name, remove, form, deleteText }: Props) {
  const text = useRecordTexts(texts);
  const locale = useLocale();
  const shown = isLocale(locale) ? locale : 'en';
  const own =
    typeof name === 'object' ? name[shown] : typeof name === 'string' ? name : name(shown);
  const named = texts.plain ? own : isolate(own, shown);
  return (
    <RecordRowActions
      edit={{ label: text('edit'), name: text('editLabel', own) }}
      remove={{
        label: text('delete'),
        name: text('deleteLabel', own),
        question: {
          danger: true,
          confirmLabel: text('confirm'),
          title: text('deleteTitle', named),
          text: deleteText ?? text('deleteText'),
          run: remove,
          done: text('deleted', named),
        },
      }}
      dialog={({ close, saved }) =>
        form({
          onClose: close,
          onSaved: (changed) => saved(text('updated', changed ?? named)),
        })
      }
    />
  );
}
