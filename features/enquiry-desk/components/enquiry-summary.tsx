import { getTranslations } from 'next-intl/server';

import { Term, TermList } from '@/features/enquiries/components/term-list';
import type { StaffEnquiryDetail } from '@/features/enquiries/staff-schemas';
import { formatDateTime } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';

import styles from './enquiry-desk.module.css';
import { OverdueMark, StatusBadge } from './status-badge';

type Props = { detail: StaffEnquiryDetail; locale: Locale };

/** The enquiry at a glance (type, status, received, age, overdue) and its member. */
export async function EnquirySummary({ detail, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'EnquiryDesk' });
  const member = detail.member;
  return (
    <>
      <section className={styles.card} aria-labelledby="enquiry-summary">
        <h2 id="enquiry-summary">{t('detail.summary')}</h2>
        <TermList>
          <Term term={t('detail.type')}>{detail.type.name}</Term>
          <Term term={t('detail.status')}>
            <StatusBadge code={detail.status.code} name={detail.status.name} />
          </Term>
          <Term term={t('detail.received')}>{formatDateTime(detail.created_at, locale)}</Term>
          <Term term={t('detail.age')}>
            {detail.age === null ? t('grid.closed') : t('grid.ageValue', { count: detail.age })}
          </Term>
          <Term term={t('grid.owner')}>{detail.owner?.name ?? t('detail.noOwner')}</Term>
        </TermList>
        <p className={styles.muted} style={{ marginBlockStart: '0.75rem' }}>
          {detail.overdue ? (
            <OverdueMark label={t('detail.overdue', { days: detail.target_days })} />
          ) : detail.responded_at ? (
            t('detail.answered', { date: formatDateTime(detail.responded_at, locale) })
          ) : detail.age !== null ? (
            t('detail.waiting')
          ) : null}
        </p>
      </section>
      <section className={styles.card} aria-labelledby="enquiry-member">
        <h2 id="enquiry-member">{t('detail.member')}</h2>
        <TermList data-testid="enquiry-member">
          <Term term={t('detail.name')} isolate>
            {member.name}
          </Term>
          <Term term={t('detail.email')} isolate>
            {member.email}
          </Term>
          <Term term={t('detail.phone')} isolate>
            {member.phone || t('detail.notGiven')}
          </Term>
          <Term term={t('detail.language')}>{t(`languages.${member.locale}`)}</Term>
          <Term term={t('detail.vip')}>{member.vip ? t('detail.vipYes') : t('detail.vipNo')}</Term>
        </TermList>
      </section>
    </>
  );
}
