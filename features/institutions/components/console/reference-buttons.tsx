'use client';

import { useLocale, useTranslations } from 'next-intl';

import { AddRecordButton, RecordRowActions } from '@/components/console/record-actions';
import { isolate } from '@/lib/i18n/isolate';
import { isLocale } from '@/lib/i18n/routing';

import { deleteReferenceEntry } from '../../api/change-reference-entry';
import type { ReferenceEntry, ReferenceKind } from '../../reference-entry';

import { ReferenceEntryDialog } from './reference-entry-dialog';

/** "Add an institution type" or "Add a participation mode": the names dialog for a new entry. */
export function AddReferenceButton({ kind }: { kind: ReferenceKind }) {
  const t = useTranslations('InstitutionsAdmin.lists');
  return (
    <AddRecordButton
      label={t(kind === 'types' ? 'addType' : 'addMode')}
      dialog={({ close, saved }) => (
        <ReferenceEntryDialog
          kind={kind}
          entry={null}
          onClose={close}
          onSaved={(name) => saved(t('created', { name }))}
        />
      )}
    />
  );
}

/** An entry's Edit (its names at the row's version) and Delete (asked first; refused in use). */
export function ReferenceActions({ kind, entry }: { kind: ReferenceKind; entry: ReferenceEntry }) {
  const t = useTranslations('InstitutionsAdmin');
  const locale = useLocale();
  const name = locale === 'ar' ? entry.ara : entry.eng;
  const shownName = isolate(name, isLocale(locale) ? locale : 'en');
  return (
    <RecordRowActions
      edit={{ label: t('edit'), name: t('editLabel', { name }) }}
      remove={{
        label: t('delete'),
        name: t('deleteLabel', { name }),
        question: {
          danger: true,
          confirmLabel: t('confirm.confirm'),
          title: t('lists.deleteTitle', { name: shownName }),
          text: t('lists.deleteText'),
          run: () => deleteReferenceEntry(kind, entry.id, entry.version),
          done: t('lists.deleted', { name: shownName }),
        },
      }}
      dialog={({ close, saved }) => (
        <ReferenceEntryDialog
          kind={kind}
          entry={entry}
          onClose={close}
          onSaved={(changed) => saved(t('lists.updated', { name: changed }))}
        />
      )}
    />
  );
}
