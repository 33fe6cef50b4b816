import { getTranslations } from 'next-intl/server';

import { type Column, DataTable } from '@/components/console/data-table';
import { StatusChip } from '@/components/console/status-chip';
import { actionsColumn } from '@/components/console/text-columns';
import { isolate } from '@/lib/i18n/isolate';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import type { StaffDutyFact } from '../../duty-fact-schemas';

import { DutyFactActions } from './duty-fact-buttons';

type Props = { locale: Locale; facts: StaffDutyFact[] };

/** An agreement's duty facts with their scope and partners (issue 46). */
export async function DutyFactsConsoleList({ locale, facts }: Props) {
  const t = await getTranslations({ locale, namespace: 'DutyFactsAdmin' });
  const scopeOf = (row: StaffDutyFact) => {
    const { kind, from, to, except } = row.scope;
    // Issue 57: each code isolated, between the page's commas.
    const code = (value: string | null) => isolate(value ?? '', locale, { latin: true });
    const range =
      kind === 'all' ? t('scopeKind.all') : `${t(`scopeKind.${kind}`)} ${code(from)}–${code(to)}`;
    const codes = except.map(code).join(locale === 'ar' ? '، ' : ', ');
    return except.length > 0 ? `${range} ${t('except', { codes })}` : range;
  };
  const columns: Column<StaffDutyFact>[] = [
    {
      key: 'scope',
      label: t('columns.scope'),
      cell: (row) => scopeOf(row),
    },
    {
      key: 'partners',
      label: t('columns.partners'),
      cell: (row) =>
        row.scope.partners.length > 0 ? (
          <bdi dir="ltr">{row.scope.partners.join(' ')}</bdi>
        ) : (
          t('everyPartner')
        ),
    },
    {
      key: 'duty',
      label: t('columns.duty'),
      cell: (row) => (
        <>
          {t(`dutyKind.${row.duty_kind}`)}
          {row.sample && (
            <>
              {' '}
              <StatusChip tone="warning" label={t('sampleChip')} />
            </>
          )}
        </>
      ),
    },
    {
      key: 'text',
      label: t('columns.text'),
      cell: (row) => <bdi>{pick(row, 'text', locale).slice(0, 160)}</bdi>,
    },
    {
      key: 'source',
      label: t('columns.source'),
      cell: (row) => (
        <bdi>{(locale === 'ar' && row.source.name_ar) || row.source.name_en || '—'}</bdi>
      ),
    },
    actionsColumn(t('columns.actions'), (row) => <DutyFactActions row={row} name={scopeOf(row)} />),
  ];
  return (
    <DataTable
      caption={t('caption')}
      columns={columns}
      rows={facts}
      rowKey={(row) => row.id}
      empty={t('empty')}
      testId="duty-facts"
      rowProps={(row) => ({ 'data-fact': row.id })}
    />
  );
}
