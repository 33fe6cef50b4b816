'use client';

import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useLocale, useTranslations } from 'next-intl';
import { useDeferredValue, useState } from 'react';

import { ConfirmDialog, type Confirmation } from '@/features/staff-auth/components/confirm-dialog';
import { answerMessage } from '@/lib/http/error-text';

import { useInstitutionChange, useStaffInstitutions } from '../../api/use-staff-institutions';
import type { ReferenceLists } from '../../institution-list';
import type { Institution } from '../../schemas';

import { InstitutionFormDialog } from './institution-form-dialog';
import styles from './institutions-admin.module.css';

type Editing = { key: number; institution: Institution | null } | null;

/** /admin/institutions: search, the table, and the add, edit and delete dialogs. */
export function InstitutionsAdminPanel({ lists }: { lists: ReferenceLists }) {
  const t = useTranslations('InstitutionsAdmin');
  const ar = useLocale() === 'ar';
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const list = useStaffInstitutions(q);
  const change = useInstitutionChange();
  const [editing, setEditing] = useState<Editing>(null);
  const [removal, setRemoval] = useState<Confirmation | null>(null);
  const [status, setStatus] = useState('');
  const nameOf = (institution: Institution) => (ar ? institution.name_ara : institution.name);

  const askDelete = (institution: Institution) => {
    const name = nameOf(institution);
    setStatus('');
    setRemoval({
      danger: true,
      confirmLabel: t('confirm.confirm'),
      title: t('confirm.deleteTitle', { name }),
      text: t('confirm.deleteText'),
      run: async () => {
        await change.mutateAsync({ kind: 'delete', id: institution.id });
        setStatus(t('done.deleted', { name }));
      },
    });
  };

  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <TextField
          type="search"
          label={t('search')}
          helperText={t('searchHint')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className={styles.search}
          slotProps={{ htmlInput: { maxLength: 100, dir: 'auto' } }}
        />
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => {
            setStatus('');
            setEditing({ key: Date.now(), institution: null });
          }}
        >
          {t('add')}
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
      {list.data && list.data.length === 0 && <p>{t('none')}</p>}
      {list.data && list.data.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-label={t('tableLabel')}>
            <thead>
              <tr>
                <th scope="col">{t('columns.name')}</th>
                <th scope="col">{t('columns.types')}</th>
                <th scope="col">{t('columns.mode')}</th>
                <th scope="col">{t('columns.gov')}</th>
                <th scope="col">{t('columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((institution) => (
                <tr key={institution.id}>
                  <th scope="row">{nameOf(institution)}</th>
                  <td>
                    {institution.types
                      .map((type) => (ar ? type.type_ara : type.type_eng))
                      .join(ar ? '، ' : ', ')}
                  </td>
                  <td>{ar ? institution.mode_ara : institution.mode_eng}</td>
                  <td>{ar ? institution.gov_name_ara : institution.gov_name}</td>
                  <td className={styles.actions}>
                    <Button
                      size="small"
                      aria-label={t('editLabel', { name: nameOf(institution) })}
                      onClick={() => {
                        setStatus('');
                        setEditing({ key: Date.now(), institution });
                      }}
                    >
                      {t('edit')}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      aria-label={t('deleteLabel', { name: nameOf(institution) })}
                      onClick={() => askDelete(institution)}
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
      <InstitutionFormDialog
        key={editing?.key ?? 0}
        open={editing !== null}
        institution={editing?.institution ?? null}
        lists={lists}
        onClose={() => setEditing(null)}
        onSaved={(name, created) => {
          setEditing(null);
          setStatus(t(created ? 'done.created' : 'done.updated', { name }));
        }}
      />
      <ConfirmDialog
        confirmation={removal}
        onClose={() => setRemoval(null)}
        errorText={(error) => answerMessage(error) ?? t('errors.failed')}
      />
    </div>
  );
}
