import { getTranslations } from 'next-intl/server';

import { ConsoleList } from '@/components/console/console-list';
import type { Column } from '@/components/console/data-table';
import { actionsColumn, languageColumn } from '@/components/console/text-columns';
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
    languageColumn({
      key: 'name_en',
      label: t('columns.nameEn'),
      lang: 'en',
      text: (row) => row.name_en,
    }),
    languageColumn({
      key: 'name_ar',
      label: t('columns.nameAr'),
      lang: 'ar',
      text: (row) => row.name_ar,
      className: styles.arabic,
    }),
    actionsColumn(t('columns.actions'), (row) => <EditSectionNameButton section={row} />),
  ];
  return (
    <ConsoleList
      total={{
        testId: 'hs-sections-total',
        text: t('sections.total', countValues(sections.length, locale)),
      }}
      table={{
        caption: t('sections.tableLabel'),
        columns,
        rows: sections,
        rowKey: (row) => row.id,
        rowProps: (row) => ({ 'data-hs-section': row.id }),
        empty: t('sections.empty'),
        testId: 'console-hs-sections',
      }}
    />
  );
}
