import { getTranslations } from 'next-intl/server';

import { type Column, DataTable } from '@/components/console/data-table';
import { formatNumber } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

import type { ReferenceEntry, ReferenceKind } from '../../reference-entry';

import styles from './institutions-console.module.css';
import { AddReferenceButton, ReferenceActions } from './reference-buttons';

type Props = { locale: Locale; kind: ReferenceKind; entries: ReferenceEntry[] };

/**
 * One reference list of /admin/institutions/lists (issue 14): the export types or the
 * participation modes, each entry's names, how many institutions name it, Edit and Delete.
 */
export async function ReferenceList({ locale, kind, entries }: Props) {
  const t = await getTranslations({ locale, namespace: 'InstitutionsAdmin' });
  const headingId = `reference-${kind}`;
  const columns: Column<ReferenceEntry>[] = [
    {
      key: 'eng',
      label: t('lists.eng'),
      cell: (entry) => (
        <bdi dir="ltr" lang="en">
          {entry.eng}
        </bdi>
      ),
    },
    {
      key: 'ara',
      label: t('lists.ara'),
      cell: (entry) => (
        <bdi dir="rtl" lang="ar">
          {entry.ara}
        </bdi>
      ),
    },
    { key: 'used', label: t('lists.used'), cell: (entry) => formatNumber(entry.used, locale) },
    {
      key: 'actions',
      label: t('columns.actions'),
      hiddenLabel: true,
      nowrap: true,
      cell: (entry) => <ReferenceActions kind={kind} entry={entry} />,
    },
  ];
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {t(`lists.${kind}`)}
        </h2>
        <AddReferenceButton kind={kind} />
      </div>
      <DataTable
        caption={t(`lists.${kind}Caption`)}
        columns={columns}
        rows={entries}
        rowKey={(entry) => entry.id}
        rowProps={(entry) => ({ 'data-entry': entry.id })}
        empty={t('lists.empty')}
        testId={`reference-${kind}`}
      />
    </section>
  );
}
