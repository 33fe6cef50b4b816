'use client';

import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';

import { ConfirmDialog, type Confirmation } from '@/features/staff-auth/components/confirm-dialog';
import { answerMessage } from '@/lib/http/error-text';

import { useRemove } from '../api/use-save-directory';
import { useStaffExperts } from '../api/use-staff-experts';
import { useStaffPools } from '../api/use-staff-pools';
import { expertName } from '../expert-labels';
import { expertMatches } from '../expert-search';
import type { StaffExpert, StaffPool } from '../schemas';

import { ExpertDialog } from './expert-dialog';
import styles from './experts-console.module.css';
import { ExpertsTable } from './experts-table';
import { PoolDialog } from './pool-dialog';
import { PoolsTable } from './pools-table';

type Editing =
  { kind: 'expert'; expert: StaffExpert | null } | { kind: 'pool'; pool: StaffPool | null } | null;

export function ExpertsConsolePanel() {
  const t = useTranslations('ExpertsAdmin');
  const locale = useLocale() === 'ar' ? 'ar' : 'en';
  const experts = useStaffExperts();
  const pools = useStaffPools();
  const remove = useRemove();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [status, setStatus] = useState('');

  const saved = () => {
    setEditing(null);
    setStatus(t('saved'));
  };
  const askRemove = (kind: 'experts' | 'pools', id: number, name: string) => {
    setStatus('');
    const texts = kind === 'experts' ? 'expert' : 'pool';
    setConfirmation({
      title: t(`confirm.${texts}Title`, { name }),
      text: t(`confirm.${texts}Text`),
      danger: true,
      run: async () => {
        await remove.mutateAsync({ kind, id });
        setStatus(t('removed'));
      },
    });
  };
  const shown = (experts.data ?? []).filter((expert) => expertMatches(expert, search));
  const failed = experts.isError || pools.isError;

  return (
    <div className={styles.panel}>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {failed && (
        <Alert severity="error" role="alert">
          {t('loadFailed')}
        </Alert>
      )}
      <section aria-labelledby="experts-heading" className={styles.section}>
        <div className={styles.toolbar}>
          <h2 id="experts-heading" className={styles.heading}>
            {t('experts.heading')}
          </h2>
          <TextField
            size="small"
            type="search"
            label={t('experts.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing({ kind: 'expert', expert: null })}
          >
            {t('experts.add')}
          </Button>
        </div>
        {experts.isPending && <p role="status">{t('loading')}</p>}
        {experts.data && (
          <ExpertsTable
            experts={shown}
            pools={pools.data ?? []}
            onEdit={(expert) => setEditing({ kind: 'expert', expert })}
            onRemove={(expert) => askRemove('experts', expert.id, expertName(expert, locale))}
          />
        )}
      </section>
      <section aria-labelledby="pools-heading" className={styles.section}>
        <div className={styles.toolbar}>
          <h2 id="pools-heading" className={styles.heading}>
            {t('pools.heading')}
          </h2>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing({ kind: 'pool', pool: null })}
          >
            {t('pools.add')}
          </Button>
        </div>
        {pools.isPending && <p role="status">{t('loading')}</p>}
        {pools.data && (
          <PoolsTable
            pools={pools.data}
            onEdit={(pool) => setEditing({ kind: 'pool', pool })}
            onRemove={(pool, name) => askRemove('pools', pool.id, name)}
          />
        )}
      </section>
      {editing?.kind === 'expert' && (
        <ExpertDialog expert={editing.expert} onClose={() => setEditing(null)} onSaved={saved} />
      )}
      {editing?.kind === 'pool' && (
        <PoolDialog
          pool={editing.pool}
          experts={experts.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      )}
      <ConfirmDialog
        confirmation={confirmation}
        onClose={() => setConfirmation(null)}
        errorText={(error) => answerMessage(error) ?? t('errors.failed')}
      />
    </div>
  );
}
