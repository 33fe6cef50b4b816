import { getTranslations } from 'next-intl/server';

import type { Column } from '@/components/console/data-table';
import { BidiText } from '@/components/ui/bidi-text';
import { intlLocale } from '@/lib/i18n/format-date';
import { countValues } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';

import type { StaffEnquiryRow } from '../../staff-schemas';

import { EnquiryStatusMark, OverdueMark, UnverifiedMark } from './enquiry-chips';
import styles from './enquiry-list.module.css';

/**
 * The enquiry list's columns, each sortable by the API's sort of the same name: the number (the
 * link to the enquiry), type, status, member, owner, received and age (with the overdue mark).
 */
export async function enquiryColumns(locale: Locale): Promise<Column<StaffEnquiryRow>[]> {
  const t = await getTranslations({ locale, namespace: 'EnquiryDesk' });
  // Received: the date and the hour in Amman, short enough for a column.
  const received = new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Amman',
  });
  return [
    {
      key: 'id',
      label: t('list.id'),
      sort: 'id',
      nowrap: true,
      // A request number is an identifier staff quote: Western digits in both languages.
      cell: (row) => (
        <a
          href={consolePath(`/enquiries/${row.id}`, locale)}
          aria-label={t('list.open', { id: row.id })}
          className={styles.number}
        >
          <BidiText latin>{row.id}</BidiText>
        </a>
      ),
    },
    { key: 'type', label: t('list.type'), sort: 'type', cell: (row) => row.type.name },
    {
      key: 'status',
      label: t('list.status'),
      sort: 'status',
      cell: (row) => (
        <span className={styles.marks}>
          <EnquiryStatusMark code={row.status.code} name={row.status.name} />
          {row.captcha_unverified && (
            <UnverifiedMark label={t('list.unverified')} reason={t('detail.unverified')} />
          )}
        </span>
      ),
    },
    {
      key: 'member',
      label: t('list.member'),
      sort: 'member',
      cell: (row) => (
        <>
          <span className={styles.member}>
            <BidiText>{row.member.name}</BidiText>
          </span>
          <span className={styles.email}>
            <BidiText latin>{row.member.email}</BidiText>
          </span>
        </>
      ),
    },
    {
      key: 'owner',
      label: t('list.owner'),
      sort: 'owner',
      cell: (row) =>
        row.owner ? (
          <BidiText>{row.owner.name}</BidiText>
        ) : (
          <span className={styles.muted}>{t('list.noOwner')}</span>
        ),
    },
    {
      key: 'created',
      label: t('list.created'),
      sort: 'created',
      nowrap: true,
      cell: (row) => (
        <time dateTime={row.created_at}>{received.format(new Date(row.created_at))}</time>
      ),
    },
    {
      key: 'age',
      label: t('list.age'),
      sort: 'age',
      cell: (row) => (
        <span className={styles.marks}>
          <span>
            {row.age === null ? t('list.closed') : t('list.ageValue', countValues(row.age, locale))}
          </span>
          {row.overdue && <OverdueMark label={t('list.overdue')} />}
        </span>
      ),
    },
  ];
}
