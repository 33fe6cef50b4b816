import { getTranslations } from 'next-intl/server';

import type { Column } from '@/components/console/data-table';
import { RecordList, type RecordListKind } from '@/components/console/record-buttons/record-list';
import { actionsColumn } from '@/components/console/text-columns';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import type { ListPage } from '@/lib/pagination';

import {
  EXPERTS_CONSOLE_PAGE_SIZE,
  EXPERTS_CONSOLE_PAGE_SIZES,
  EXPERTS_SEARCH_MAX,
} from '../../constants';
import { expertName, type SectorOption } from '../../expert-labels';
import type { ExpertConsoleQuery, StaffExpert, StaffPool } from '../../schemas';

import { AddExpertButton, ExpertActions } from './expert-buttons';
import styles from './experts-console.module.css';

type Props = {
  locale: Locale;
  query: ExpertConsoleQuery;
  page: ListPage<StaffExpert>;
  pools: StaffPool[];
  sectors: SectorOption[];
};

const LIST: RecordListKind = {
  path: '/experts',
  name: 'experts',
  pageSize: EXPERTS_CONSOLE_PAGE_SIZE,
  pageSizes: EXPERTS_CONSOLE_PAGE_SIZES,
};

/** /admin/experts' experts (issue 14): Add, the search, how many were found, the table, pages. */
export async function ExpertsList({ locale, query, page, pools, sectors }: Props) {
  const t = await getTranslations({ locale, namespace: 'ExpertsAdmin.experts' });
  const poolName = new Map(pools.map((pool) => [pool.id, pick(pool, 'NAME', locale)]));
  const columns: Column<StaffExpert>[] = [
    {
      key: 'name',
      label: t('columns.name'),
      cell: (row) => <bdi className={styles.name}>{expertName(row, locale)}</bdi>,
    },
    { key: 'title', label: t('columns.title'), cell: (row) => pick(row, 'TITLE', locale) },
    {
      key: 'pools',
      label: t('columns.pools'),
      cell: (row) => row.pools.map((id) => poolName.get(id)).join(' · '),
    },
    actionsColumn(t('columns.actions'), (row) => <ExpertActions expert={row} sectors={sectors} />),
  ];
  return (
    <section aria-labelledby="experts-heading" className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id="experts-heading" className={styles.heading}>
          {t('heading')}
        </h2>
        <AddExpertButton sectors={sectors} />
      </div>
      <RecordList
        list={LIST}
        view={{ t, locale, query, page }}
        fields={[
          {
            kind: 'search',
            name: 'search',
            label: t('search'),
            defaultValue: query.search,
            maxLength: EXPERTS_SEARCH_MAX,
          },
        ]}
        caption={t('caption')}
        columns={columns}
        rowProps={() => ({ 'data-testid': 'console-expert' })}
        filtered={Boolean(query.search)}
      />
    </section>
  );
}
