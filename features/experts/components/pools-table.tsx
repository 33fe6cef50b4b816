'use client';

import Button from '@mui/material/Button';
import { useLocale, useTranslations } from 'next-intl';

import type { StaffPool } from '../schemas';

import styles from './experts-console.module.css';

type Props = {
  pools: StaffPool[];
  onEdit: (pool: StaffPool) => void;
  onRemove: (pool: StaffPool, name: string) => void;
};

export function PoolsTable({ pools, onEdit, onRemove }: Props) {
  const t = useTranslations('ExpertsAdmin');
  const locale = useLocale() === 'ar' ? 'ar' : 'en';
  if (pools.length === 0) return <p>{t('pools.none')}</p>;
  return (
    <div className={styles.scroll}>
      <table className={styles.table} aria-label={t('pools.tableLabel')}>
        <thead>
          <tr>
            <th scope="col">{t('pools.columns.name')}</th>
            <th scope="col">{t('pools.columns.experts')}</th>
            <th scope="col">{t('pools.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {pools.map((pool) => {
            const name = locale === 'ar' ? pool.NAME_ARA : pool.NAME_ENG;
            return (
              <tr key={pool.id} data-testid="console-pool">
                <th scope="row">{name}</th>
                <td>{t('pools.expertsCount', { count: pool.experts.length })}</td>
                <td>
                  <div className={styles.actions}>
                    <Button
                      size="small"
                      aria-label={t('pools.editOf', { name })}
                      onClick={() => onEdit(pool)}
                    >
                      {t('experts.edit')}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      aria-label={t('pools.removeOf', { name })}
                      onClick={() => onRemove(pool, name)}
                    >
                      {t('experts.remove')}
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
