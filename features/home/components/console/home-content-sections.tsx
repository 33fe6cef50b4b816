import { getTranslations } from 'next-intl/server';

import type { Column } from '@/components/console/data-table';
import {
  placeOf,
  RecordImage,
  RecordSection,
  RecordStatus,
} from '@/components/console/records/record-section';
import { isolate } from '@/lib/i18n/isolate';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import type { StaffBlock, StaffPartner, StaffSlide } from '../../home-content-schemas';

import {
  AddHomeRecord,
  EditHomeBlock,
  HomeRecordControls,
  type HomeKind,
} from './home-record-controls';

type TextRecord = Record<string, string | number> & { id: number; version: number };
export type HomeContentRows = {
  slides: StaffSlide[];
  tiles: StaffBlock[];
  partners: StaffPartner[];
  goals: TextRecord | null;
  member: TextRecord | null;
};
type Listed = { id: number; version: number; status: number; image?: string; icon?: string };

/** /admin/home-content's sections (issue 29): slides, tiles and partners as lists, goals and the become-a-member block as one record each. */
export async function HomeContentSections({
  locale,
  rows,
}: {
  locale: Locale;
  rows: HomeContentRows;
}) {
  const t = await getTranslations({ locale, namespace: 'HomeContentAdmin' });
  const status = { shown: t('status.shown'), hidden: t('status.hidden') };

  function list<Row extends Listed>(
    kind: HomeKind,
    items: Row[],
    nameOf: (row: Row) => string,
    ordered: boolean,
  ) {
    const columns: Column<Row>[] = [
      {
        key: 'image',
        label: t('columns.image'),
        cell: (row) => <RecordImage src={row.image ?? row.icon ?? ''} />,
      },
      { key: 'name', label: t(`${kind}.column`), cell: (row) => <bdi>{nameOf(row)}</bdi> },
      {
        key: 'status',
        label: t('columns.status'),
        cell: (row) => <RecordStatus status={row.status} labels={status} />,
      },
      {
        key: 'actions',
        label: t('columns.actions'),
        hiddenLabel: true,
        cell: (row) => (
          <HomeRecordControls
            kind={kind}
            record={row as never}
            name={isolate(nameOf(row), locale)}
            place={ordered ? placeOf(items.indexOf(row), items.length) : undefined}
          />
        ),
      },
    ];
    return (
      <RecordSection<Row>
        id={`home-${kind}`}
        title={t(`${kind}.title`)}
        actions={<AddHomeRecord kind={kind} />}
        table={{
          caption: t(`${kind}.title`),
          columns,
          rows: items,
          rowKey: (row) => row.id,
          rowProps: (row) => ({ 'data-record': row.id }),
          empty: t(`${kind}.empty`),
        }}
      />
    );
  }

  const single = (kind: 'goals' | 'member', record: TextRecord | null, summary: string) => (
    <RecordSection
      id={`home-${kind}`}
      title={t(`${kind}.title`)}
      actions={record ? <EditHomeBlock kind={kind} record={record} /> : undefined}
    >
      <p>{record ? <bdi>{summary}</bdi> : t(`${kind}.empty`)}</p>
    </RecordSection>
  );

  return (
    <>
      {list('slide', rows.slides, (row) => pick(row, 'heading', locale), true)}
      {list('tile', rows.tiles, (row) => pick(row, 'title', locale), true)}
      {list(
        'partners',
        rows.partners,
        (row) => pick(row, 'custom_text', locale).slice(0, 80),
        false,
      )}
      {single(
        'goals',
        rows.goals,
        rows.goals ? String(pick(rows.goals as never, 'title', locale)) : '',
      )}
      {single(
        'member',
        rows.member,
        rows.member ? String(pick(rows.member as never, 'become_title', locale)) : '',
      )}
    </>
  );
}
