'use client';

import { useSyncExternalStore, type ReactNode } from 'react';

import { Notice } from '@/components/ui/notice';

import styles from './hs-successors.module.css';

// The note a 2022 code's page shows after an older code's redirect (issue 45): "3002.20 of HS 2017
// is 3002.41 in HS 2022". The page stays cached for every visitor; the redirect's query
// (?from=300220&edition=2017) picks one of the notes the server wrote from the correlation tables,
// so a query naming anything else shows nothing.

export type OlderCodeNoteText = { edition: number; code: string; text: ReactNode };

const noChange = () => () => {};
const currentSearch = () => window.location.search;
const serverSearch = () => '';

export function OlderCodeNote({
  notes,
  source,
}: {
  notes: readonly OlderCodeNoteText[];
  source: string;
}) {
  const search = useSyncExternalStore(noChange, currentSearch, serverSearch);
  if (notes.length === 0 || search === '') return null;
  const query = new URLSearchParams(search);
  const note = notes.find(
    (item) => item.code === query.get('from') && String(item.edition) === query.get('edition'),
  );
  if (!note) return null;
  return (
    <Notice severity="info" role="status" className={styles.note} data-testid="older-code-note">
      <p className={styles.text}>{note.text}</p>
      <p className={styles.source}>{source}</p>
    </Notice>
  );
}
