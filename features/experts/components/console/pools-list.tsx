import { getTranslations } from 'next-intl/server';

import { type Column, DataTable } from '@/components/console/data-table';
import { countValues } from '@/lib/i18n/format-number';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import type { StaffPool } from '../../schemas';

import styles from './experts-console.module.css';
import { AddPoolButton, PoolActions } from './pool-buttons';
import type { ExpertChoice } from './pool-experts-editor';

type Props = { locale: Locale; pools: StaffPool[]; experts: ExpertChoice[] };

/** /admin/experts' pools (issue 14): Add, and each pool's name, experts, Edit and Delete. */
export async function PoolsList({ locale, pools, experts }: Props) {
  const t = await getTranslations({ locale, namespace: 'ExpertsAdmin.pools' });
  const columns: Column<StaffPool>[] = [
    {
      key: 'name',
      label: t('columns.name'),
      cell: (pool) => <bdi className={styles.name}>{pick(pool, 'NAME', locale)}</bdi>,
    },
    {
      key: 'experts',
      label: t('columns.experts'),
      cell: (pool) => t('expertsCount', countValues(pool.experts.length, locale)),
    },
    {
      key: 'actions',
      label: t('columns.actions'),
      hiddenLabel: true,
      nowrap: true,
      cell: (pool) => <PoolActions pool={pool} experts={experts} />,
    },
  ];
  return (
    <section aria-labelledby="pools-heading" className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id="pools-heading" className={styles.heading}>
          {t('heading')}
        </h2>
        <AddPoolButton experts={experts} />
      </div>
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={pools}
        rowKey={(pool) => pool.id}
        rowProps={() => ({ 'data-testid': 'console-pool' })}
        empty={t('none')}
        testId="console-pools"
      />
    </section>
  );
}
