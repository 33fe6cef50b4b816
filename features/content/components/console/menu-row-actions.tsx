'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { ActionButton, RowActions } from '@/components/console/action-button';
import { useConsoleChanges } from '@/components/console/console-changes';
import { answerMessage } from '@/lib/http/error-text';

import { deleteMenuRecord, setMenuRecordStatus } from '../../api/change-menus';
import type { StaffMenuPageRow, StaffMenuTreeEntry } from '../../menu-admin-schemas';

import { MenuEntryFormDialog } from './menu-entry-form-dialog';
import { MenuPageFormDialog } from './menu-page-form-dialog';
import { useShownName } from './menu-row-order';
import styles from './menus-console.module.css';

export type EntryChoice = { id: number; label: string };
type RowOf =
  | { kind: 'entry'; entry: StaffMenuTreeEntry }
  | { kind: 'page'; page: StaffMenuPageRow; preview: { en: string; ar: string } };

/** A row's Preview (pages), Show or Hide, Edit, Add page (entries) and Delete. */
export function MenuRowActions({ row, entries }: { row: RowOf; entries: EntryChoice[] }) {
  const t = useTranslations('MenusAdmin');
  const changes = useConsoleChanges();
  const record = row.kind === 'entry' ? row.entry : row.page;
  const { name, isolated } = useShownName(record);
  const [dialog, setDialog] = useState<'edit' | 'add' | null>(null);
  const open = (which: 'edit' | 'add') => {
    changes.clear();
    setDialog(which);
  };
  const saved = (message: string) => {
    setDialog(null);
    changes.changed(message);
  };
  const shown = record.status === 1;
  const setStatus = async () => {
    await setMenuRecordStatus(row.kind, record, shown ? 0 : 1);
  };
  const toggle = () => {
    if (shown) {
      changes.confirm({
        title: t('confirm.hideTitle', { name: isolated }),
        text: t(row.kind === 'entry' ? 'confirm.hideEntryText' : 'confirm.hidePageText'),
        confirmLabel: t('confirm.confirmHide'),
        run: setStatus,
        done: t('done.hidden', { name: isolated }),
      });
      return;
    }
    changes.clear();
    setStatus()
      .then(() => changes.changed(t('done.shown', { name: isolated })))
      .catch((error: unknown) => changes.changed(answerMessage(error) ?? t('errors.failed')));
  };
  const remove = () =>
    changes.confirm({
      danger: true,
      title: t(row.kind === 'entry' ? 'confirm.deleteEntryTitle' : 'confirm.deletePageTitle', {
        name: isolated,
      }),
      text: t(row.kind === 'entry' ? 'confirm.deleteEntryText' : 'confirm.deletePageText'),
      confirmLabel: t('confirm.confirm'),
      run: () => deleteMenuRecord(row.kind, record.id, record.version),
      done: t('done.deleted', { name: isolated }),
    });
  const previewHref = (path: string) => `/api/staff/preview?path=${encodeURIComponent(path)}`;
  return (
    <RowActions>
      {row.kind === 'page' && !row.page.link && (
        <span className={styles.preview}>
          <a
            className="button button-outlined"
            href={previewHref(row.preview.en)}
            aria-label={t('previewLabel', { name, language: t('languages.en') })}
          >
            {t('previewEnglish')}
          </a>
          <a
            className="button button-outlined"
            href={previewHref(row.preview.ar)}
            aria-label={t('previewLabel', { name, language: t('languages.ar') })}
          >
            {t('previewArabic')}
          </a>
        </span>
      )}
      <ActionButton aria-label={t(shown ? 'hideLabel' : 'showLabel', { name })} onClick={toggle}>
        {t(shown ? 'hide' : 'show')}
      </ActionButton>
      <ActionButton aria-label={t('editLabel', { name })} onClick={() => open('edit')}>
        {t('edit')}
      </ActionButton>
      {row.kind === 'entry' && (
        <ActionButton aria-label={t('addPageLabel', { name })} onClick={() => open('add')}>
          {t('addPage')}
        </ActionButton>
      )}
      <ActionButton danger aria-label={t('deleteLabel', { name })} onClick={remove}>
        {t('delete')}
      </ActionButton>
      {dialog === 'edit' && row.kind === 'entry' && (
        <MenuEntryFormDialog entry={row.entry} onClose={() => setDialog(null)} onSaved={saved} />
      )}
      {((dialog === 'edit' && row.kind === 'page') || dialog === 'add') && (
        <MenuPageFormDialog
          pageId={row.kind === 'page' ? row.page.id : null}
          entryId={row.kind === 'entry' ? row.entry.id : row.page.page_id}
          entries={entries}
          warnings={dialog === 'edit' && row.kind === 'page' ? row.page.warnings : []}
          onClose={() => setDialog(null)}
          onSaved={saved}
        />
      )}
    </RowActions>
  );
}
