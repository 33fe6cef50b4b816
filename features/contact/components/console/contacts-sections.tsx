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

import type { StaffOffice, StaffSocialLink } from '../../staff-schemas';

import { AddContactRecord, ContactRecordControls, type ContactKind } from './contact-controls';

type Row = StaffOffice | StaffSocialLink;

/** /admin/contacts' two lists (issue 29): the offices and the footer's social links, in order. */
export async function ContactsSections({
  locale,
  offices,
  social,
}: {
  locale: Locale;
  offices: StaffOffice[];
  social: StaffSocialLink[];
}) {
  const t = await getTranslations({ locale, namespace: 'ContactsAdmin' });
  const status = { shown: t('status.shown'), hidden: t('status.hidden') };
  const nameOf = (row: Row) => ('name_ara' in row ? pick(row, 'name', locale) : row.name);

  function list(kind: ContactKind, rows: Row[]) {
    const columns: Column<Row>[] = [
      { key: 'image', label: t('columns.image'), cell: (row) => <RecordImage src={row.image} /> },
      { key: 'name', label: t('columns.name'), cell: (row) => <bdi>{nameOf(row)}</bdi> },
      {
        key: 'link',
        label: t('columns.link'),
        cell: (row) => <bdi dir="ltr">{pick(row, 'link', locale)}</bdi>,
      },
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
          <ContactRecordControls
            kind={kind}
            record={row}
            name={isolate(nameOf(row), locale)}
            place={placeOf(rows.indexOf(row), rows.length)}
          />
        ),
      },
    ];
    return (
      <RecordSection<Row>
        id={`contacts-${kind}`}
        title={t(`${kind}.title`)}
        actions={<AddContactRecord kind={kind} />}
        table={{
          caption: t(`${kind}.title`),
          columns,
          rows,
          rowKey: (row) => row.id,
          rowProps: (row) => ({ 'data-record': row.id }),
          empty: t(`${kind}.empty`),
        }}
      />
    );
  }

  return (
    <>
      {list('office', offices)}
      {list('social', social)}
    </>
  );
}
