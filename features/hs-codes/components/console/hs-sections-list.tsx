import { getTranslations } from 'next-intl/server';

import { DataTable, type Column } from '@/components/console/data-table';
import { ListTotal } from '@/components/console/list-total';
import { countValues } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

import type { StaffHsSection } from '../../staff-schemas';

import styles from './hs-console.module.css';
import { EditSectionNameButton } from './name-buttons';

/** /admin/hs-codes/sections (issue 37): the 21 sections with both names, on one page. */
export async function HsSectionsConsoleList({
  locale,
  sections,
}: {
  locale: Locale;
  sections: StaffHsSection[];
}) {
  const t = await getTranslations({ locale, namespace: 'HsCodesAdmin' });
  const columns: Column<StaffHsSection>[] = [
    {
      key: 'id',
      label: t('columns.section'),
      nowrap: true,
      cell: (row) => (
        <span className={styles.digits} dir="ltr">
          {row.id}
        </span>
      ),
    },
    {
      key: 'name_en',
      label: t('columns.nameEn'),
      cell: (row) => (
        <span lang="en" dir="ltr">
          {row.name_en}
        </span>
      ),
    },
    {
      key: 'name_ar',
      label: t('columns.nameAr'),
      cell: (row) => (
        <span lang="ar" dir="rtl" className={styles.arabic}>
          {row.name_ar}
        </span>
      ),
    },
    {
      key: 'actions',
      label: t('columns.actions'),
      hiddenLabel: true,
      nowrap: true,
      cell: (row) => <EditSectionNameButton section={row} />,
    },
  ];
  return (
    <>
      <ListTotal
        testId="hs-sections-total"
        text={t('sections.total', countValues(sections.length, locale))}
      />
      <DataTable
        caption={t('sections.tableLabel')}
        columns={columns}
        rows={sections}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-hs-section': row.id })}
        empty={t('sections.empty')}
        testId="console-hs-sections"
      />
    </>
  );
}
