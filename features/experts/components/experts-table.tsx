'use client';

import Button from '@mui/material/Button';
import { useLocale, useTranslations } from 'next-intl';

import { expertName } from '../expert-labels';
import type { StaffExpert, StaffPool } from '../schemas';

import styles from './experts-console.module.css';

type Props = {
  experts: StaffExpert[];
  pools: StaffPool[];
  onEdit: (expert: StaffExpert) => void;
  onRemove: (expert: StaffExpert) => void;
};

export function ExpertsTable({ experts, pools, onEdit, onRemove }: Props) {
  const t = useTranslations('ExpertsAdmin.experts');
  const locale = useLocale() === 'ar' ? 'ar' : 'en';
  const poolName = new Map(
    pools.map((pool) => [pool.id, locale === 'ar' ? pool.NAME_ARA : pool.NAME_ENG]),
  );
  if (experts.length === 0) return <p>{t('none')}</p>;
  return (
    <div className={styles.scroll}>
      <table className={styles.table} aria-label={t('tableLabel')}>
        <thead>
          <tr>
            <th scope="col">{t('columns.name')}</th>
            <th scope="col">{t('columns.title')}</th>
            <th scope="col">{t('columns.pools')}</th>
            <th scope="col">{t('columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {experts.map((expert) => {
            const name = expertName(expert, locale);
            return (
              <tr key={expert.id} data-testid="console-expert">
                <th scope="row">{name}</th>
                <td>{locale === 'ar' ? expert.TITLE_ARA : expert.TITLE_ENG}</td>
                <td>{expert.pools.map((id) => poolName.get(id)).join(' · ')}</td>
                <td>
                  <div className={styles.actions}>
                    <Button
                      size="small"
                      aria-label={t('editOf', { name })}
                      onClick={() => onEdit(expert)}
                    >
                      {t('edit')}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      aria-label={t('removeOf', { name })}
                      onClick={() => onRemove(expert)}
                    >
                      {t('remove')}
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
