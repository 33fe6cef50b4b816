import { getTranslations } from 'next-intl/server';

import { DataTable, type Column } from '@/components/console/data-table';
import { ListTotal } from '@/components/console/list-total';
import { formatDateTime } from '@/lib/i18n/format-date';
import { countValues } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

import type { EventMember } from '../../schemas';

type Props = { locale: Locale; members: EventMember[] };

/** Who joined an event (issue 27): the first to join first, with how to reach them. */
export async function EventMembers({ locale, members }: Props) {
  const t = await getTranslations({ locale, namespace: 'EventsAdmin.members' });
  const columns: Column<EventMember>[] = [
    { key: 'name', label: t('columns.name'), cell: (row) => <bdi>{row.name}</bdi> },
    {
      key: 'email',
      label: t('columns.email'),
      cell: (row) => (
        <a href={`mailto:${row.email}`}>
          <bdi dir="ltr">{row.email}</bdi>
        </a>
      ),
    },
    {
      key: 'phone',
      label: t('columns.phone'),
      cell: (row) => (row.phone ? <bdi dir="ltr">{row.phone}</bdi> : ''),
    },
    { key: 'company', label: t('columns.company'), cell: (row) => <bdi>{row.company}</bdi> },
    {
      key: 'joined',
      label: t('columns.joined'),
      nowrap: true,
      cell: (row) => formatDateTime(row.joined_at, locale),
    },
  ];
  return (
    <>
      <ListTotal
        text={t('total', countValues(members.length, locale))}
        testId="event-members-total"
      />
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={members}
        rowKey={(row) => row.user_id}
        empty={t('empty')}
        testId="event-members"
      />
    </>
  );
}
