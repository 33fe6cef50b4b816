'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { ActionButton, RowActions } from '@/components/console/action-button';
import { useConsoleChanges } from '@/components/console/console-changes';
import { AddRecordButton, RecordRowActions } from '@/components/console/record-actions';
import { answerMessage } from '@/lib/http/error-text';
import { useIsolate } from '@/lib/i18n/use-isolate';

import { deleteRecord, moveRecord, setRecordStatus } from './record-api';
import type { FormValues } from './record-fields';
import { RecordFormDialog, type RecordFormProps } from './record-form-dialog';
import styles from './records.module.css';

/** A list's form: its route, fields and rules (the dialog's title and record come per use). */
export type RecordForm = Pick<RecordFormProps, 'path' | 'fields' | 'schema' | 'single'>;
type Stored = FormValues & { id: number; version: number; status?: unknown };

/** "Add…": the form for a new record of the list (the last of an ordered list). */
export function AddRecord({
  form,
  label,
  title,
}: {
  form: RecordForm;
  label: string;
  title: string;
}) {
  const t = useTranslations('RecordsAdmin');
  return (
    <AddRecordButton
      label={label}
      dialog={({ close, saved }) => (
        <RecordFormDialog
          {...form}
          record={null}
          title={title}
          onClose={close}
          onSaved={() => saved(t('done.created'))}
        />
      )}
    />
  );
}

/** A single record's Edit (goals, the become-a-member block). */
export function EditSingleRecord({
  form,
  record,
  title,
}: {
  form: RecordForm;
  record: Stored;
  title: string;
}) {
  const t = useTranslations('RecordsAdmin');
  const changes = useConsoleChanges();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ActionButton
        variant="primary"
        aria-label={title}
        onClick={() => (changes.clear(), setOpen(true))}
      >
        {t('edit')}
      </ActionButton>
      {open && (
        <RecordFormDialog
          {...form}
          single
          record={record}
          title={title}
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            changes.changed(t('done.updated', { name: title }));
          }}
        />
      )}
    </>
  );
}

type Props = {
  form: RecordForm;
  record: Stored;
  /** The record's name as the row shows it, for the buttons' names and the announcements. */
  name: string;
  /** Its place in an ordered list (none: the list has no order). */
  place?: { first: boolean; last: boolean };
};

/** A row's Up and Down (ordered lists), Show or Hide, Edit (its form) and Delete (asked first). */
export function RecordControls({ form, record, name, place }: Props) {
  const t = useTranslations('RecordsAdmin');
  // In the sentences people read (not the buttons' names), the name isolated from the Arabic
  // around it: "3M (Jordan)" keeps its brackets where they were written (issue 36).
  const isolate = useIsolate();
  const named = isolate(name);
  const changes = useConsoleChanges();
  const [busy, setBusy] = useState(false);
  const from = { id: record.id, version: record.version };
  const run = async (change: () => Promise<void>, done: string) => {
    changes.clear();
    setBusy(true);
    try {
      await change();
      changes.changed(done);
    } catch (error) {
      changes.changed(answerMessage(error) ?? t('errors.failed'));
    } finally {
      setBusy(false);
    }
  };
  const shown = record.status === 1;
  return (
    <RowActions label={t('actionsOf', { name })}>
      {place && (
        <span className={styles.order}>
          <ActionButton
            aria-label={t('upLabel', { name })}
            disabled={busy || place.first}
            onClick={() =>
              void run(() => moveRecord(form.path, from, 'up'), t('done.moved', { name: named }))
            }
          >
            {t('up')}
          </ActionButton>
          <ActionButton
            aria-label={t('downLabel', { name })}
            disabled={busy || place.last}
            onClick={() =>
              void run(() => moveRecord(form.path, from, 'down'), t('done.moved', { name: named }))
            }
          >
            {t('down')}
          </ActionButton>
        </span>
      )}
      {record.status !== undefined && (
        <ActionButton
          aria-label={t(shown ? 'hideLabel' : 'showLabel', { name })}
          disabled={busy}
          onClick={() =>
            void run(
              () => setRecordStatus(form.path, from, shown ? 0 : 1),
              t(shown ? 'done.hidden' : 'done.shown', { name: named }),
            )
          }
        >
          {t(shown ? 'hide' : 'show')}
        </ActionButton>
      )}
      <RecordRowActions
        edit={{ label: t('edit'), name: t('editLabel', { name }) }}
        remove={{
          label: t('delete'),
          name: t('deleteLabel', { name }),
          question: {
            danger: true,
            confirmLabel: t('confirm.confirm'),
            title: t('confirm.deleteTitle', { name: named }),
            text: t('confirm.deleteText'),
            run: () => deleteRecord(form.path, from),
            done: t('done.deleted', { name: named }),
          },
        }}
        dialog={({ close, saved }) => (
          <RecordFormDialog
            {...form}
            record={record}
            title={t('editTitle', { name: named })}
            onClose={close}
            onSaved={() => saved(t('done.updated', { name: named }))}
          />
        )}
      />
    </RowActions>
  );
}
