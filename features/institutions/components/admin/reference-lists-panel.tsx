'use client';

import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { ConfirmDialog, type Confirmation } from '@/features/staff-auth/components/confirm-dialog';
import { answerMessage } from '@/lib/http/error-text';

import {
  type ReferenceEntry,
  type ReferenceKind,
  useReferenceChange,
  useReferenceList,
} from '../../api/use-reference-lists';

import styles from './institutions-admin.module.css';
import { ReferenceEntryDialog } from './reference-entry-dialog';

type Editing = { key: number; entry: ReferenceEntry | null } | null;

/** One reference list (export types or participation modes): its table, add, edit and delete. */
export function ReferenceListsPanel({ kind }: { kind: ReferenceKind }) {
  const t = useTranslations('InstitutionsAdmin');
  const ar = useLocale() === 'ar';
  const list = useReferenceList(kind);
  const change = useReferenceChange(kind);
  const [editing, setEditing] = useState<Editing>(null);
  const [removal, setRemoval] = useState<Confirmation | null>(null);
  const [status, setStatus] = useState('');
  const headingId = useId();
  const nameOf = (entry: ReferenceEntry) => (ar ? entry.ara : entry.eng);

  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <div className={styles.toolbar}>
        <h2 id={headingId} className={styles.listTitle}>
          {t(`lists.${kind}`)}
        </h2>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => {
            setStatus('');
            setEditing({ key: Date.now(), entry: null });
          }}
        >
          {t(kind === 'types' ? 'lists.addType' : 'lists.addMode')}
        </Button>
      </div>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {list.isPending && (
        <p className={styles.loading} role="status">
          <CircularProgress size={20} aria-hidden />
          {t('loading')}
        </p>
      )}
      {list.isError && (
        <Alert severity="error" role="alert">
          {t('loadFailed')}
        </Alert>
      )}
      {list.data && (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">{t('lists.eng')}</th>
                <th scope="col">{t('lists.ara')}</th>
                <th scope="col">{t('lists.used')}</th>
                <th scope="col">{t('columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((entry) => (
                <tr key={entry.id}>
                  <th scope="row" dir="ltr">
                    {entry.eng}
                  </th>
                  <td dir="rtl">{entry.ara}</td>
                  <td>{entry.used}</td>
                  <td className={styles.actions}>
                    <Button
                      size="small"
                      aria-label={t('editLabel', { name: nameOf(entry) })}
                      onClick={() => {
                        setStatus('');
                        setEditing({ key: Date.now(), entry });
                      }}
                    >
                      {t('edit')}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      aria-label={t('deleteLabel', { name: nameOf(entry) })}
                      onClick={() => {
                        const name = nameOf(entry);
                        setStatus('');
                        setRemoval({
                          danger: true,
                          confirmLabel: t('confirm.confirm'),
                          title: t('lists.deleteTitle', { name }),
                          text: t('lists.deleteText'),
                          run: async () => {
                            await change.mutateAsync({ kind: 'delete', id: entry.id });
                            setStatus(t('lists.deleted', { name }));
                          },
                        });
                      }}
                    >
                      {t('delete')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ReferenceEntryDialog
        kind={kind}
        key={editing?.key ?? 0}
        open={editing !== null}
        entry={editing?.entry ?? null}
        onClose={() => setEditing(null)}
        onSaved={(name, created) => {
          setEditing(null);
          setStatus(t(created ? 'lists.created' : 'lists.updated', { name }));
        }}
      />
      <ConfirmDialog
        confirmation={removal}
        onClose={() => setRemoval(null)}
        errorText={(error) => answerMessage(error) ?? t('errors.failed')}
      />
    </section>
  );
}
