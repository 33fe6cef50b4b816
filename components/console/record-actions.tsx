'use client';

import { useState, type ReactNode } from 'react';

import { ActionButton, RowActions } from './action-button';
import { type ConsoleChange, useConsoleChanges } from './console-changes';

/**
 * The dialog an action opens, given how to close it and how to announce what it saved (the
 * announcement is read out and the page's rows render again).
 */
export type RecordDialog = (handlers: {
  close: () => void;
  saved: (announcement: string) => void;
}) => ReactNode;

/** Opens a record's dialog on demand, closing it and announcing the change once saved. */
function useRecordDialog(dialog: RecordDialog) {
  const changes = useConsoleChanges();
  const [open, setOpen] = useState(false);
  return {
    open: () => {
      changes.clear();
      setOpen(true);
    },
    rendered: open
      ? dialog({
          close: () => setOpen(false),
          saved: (announcement) => {
            setOpen(false);
            changes.changed(announcement);
          },
        })
      : null,
  };
}

/** A page's or a section's "Add…" button: its dialog for a new record. */
export function AddRecordButton({ label, dialog }: { label: string; dialog: RecordDialog }) {
  const adding = useRecordDialog(dialog);
  return (
    <>
      <ActionButton variant="primary" onClick={adding.open}>
        {label}
      </ActionButton>
      {adding.rendered}
    </>
  );
}

type RowProps = {
  /** The button's word ("Edit") and its name for a screen reader ("Edit Petra Olive"). */
  edit: { label: string; name: string };
  remove: { label: string; name: string; question: ConsoleChange };
  /** The record's dialog, at the version the row shows. */
  dialog: RecordDialog;
};

/** A row's Edit (its dialog) and Delete (asked first, then announced). */
export function RecordRowActions({ edit, remove, dialog }: RowProps) {
  const changes = useConsoleChanges();
  const editing = useRecordDialog(dialog);
  return (
    <RowActions>
      <ActionButton aria-label={edit.name} onClick={editing.open}>
        {edit.label}
      </ActionButton>
      <ActionButton
        danger
        aria-label={remove.name}
        onClick={() => changes.confirm(remove.question)}
      >
        {remove.label}
      </ActionButton>
      {editing.rendered}
    </RowActions>
  );
}
