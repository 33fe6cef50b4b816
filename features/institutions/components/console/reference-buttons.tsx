'use client';

import { AddRecord, RecordActions } from '@/components/console/record-buttons/record-buttons';

import { deleteReferenceEntry } from '../../api/change-reference-entry';
import type { ReferenceEntry, ReferenceKind } from '../../reference-entry';

import { ReferenceEntryDialog } from './reference-entry-dialog';

/** The lists' own texts, in the institutions' namespace with its Edit and Delete. */
const textsOf = (kind: ReferenceKind) => ({
  namespace: 'InstitutionsAdmin',
  keys: {
    add: kind === 'types' ? 'lists.addType' : 'lists.addMode',
    created: 'lists.created',
    updated: 'lists.updated',
    deleteTitle: 'lists.deleteTitle',
    deleteText: 'lists.deleteText',
    deleted: 'lists.deleted',
  },
});

/** "Add an institution type" or "Add a participation mode": the names dialog for a new entry. */
export function AddReferenceButton({ kind }: { kind: ReferenceKind }) {
  return (
    <AddRecord
      texts={textsOf(kind)}
      form={(handlers) => <ReferenceEntryDialog kind={kind} entry={null} {...handlers} />}
    />
  );
}

/** An entry's Edit (its names at the row's version) and Delete (asked first; refused in use). */
export function ReferenceActions({ kind, entry }: { kind: ReferenceKind; entry: ReferenceEntry }) {
  return (
    <RecordActions
      texts={textsOf(kind)}
      name={{ en: entry.eng, ar: entry.ara }}
      remove={() => deleteReferenceEntry(kind, entry.id, entry.version)}
      form={(handlers) => <ReferenceEntryDialog kind={kind} entry={entry} {...handlers} />}
    />
  );
}
