import { getTranslations } from 'next-intl/server';

import { type Column, DataTable } from '@/components/console/data-table';
import { EnquiryStatusMark } from '@/features/enquiries/components/console/enquiry-chips';
import { formatDateTime } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';

import type { MemberEnquiry } from '../../schemas';

import styles from './member-page.module.css';

type Props = { enquiries: MemberEnquiry[]; locale: Locale };

/** The member's latest enquiries, newest first, each opening in the enquiry desk. */
export async function MemberEnquiries({ enquiries, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'MembersAdmin.detail' });
  const tEnquiries = await getTranslations({ locale, namespace: 'Enquiries' });
  const known = (key: string, fallback: string) =>
    tEnquiries.has(key) ? tEnquiries(key) : tEnquiries(fallback);
  const columns: Column<MemberEnquiry>[] = [
    {
      key: 'id',
      label: t('enquiryColumns.id'),
      cell: (enquiry) => (
        <a href={consolePath(`/enquiries/${enquiry.id}`, locale)} className={styles.link}>
          <bdi dir="ltr">#{enquiry.id}</bdi>
        </a>
      ),
    },
    {
      key: 'type',
      label: t('enquiryColumns.type'),
      cell: (enquiry) => known(`types.${enquiry.enq_type}`, 'unknownType'),
    },
    {
      key: 'status',
      label: t('enquiryColumns.status'),
      cell: (enquiry) => (
        <EnquiryStatusMark
          code={enquiry.status}
          name={known(`status.${enquiry.status}`, 'unknownStatus')}
        />
      ),
    },
    {
      key: 'date',
      label: t('enquiryColumns.date'),
      nowrap: true,
      cell: (enquiry) => formatDateTime(enquiry.date, locale),
    },
  ];
  return (
    <DataTable
      caption={t('enquiries')}
      columns={columns}
      rows={enquiries}
      rowKey={(enquiry) => enquiry.id}
      empty={t('noEnquiries')}
      testId="member-enquiries"
    />
  );
}
