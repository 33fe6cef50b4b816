import { getTranslations } from 'next-intl/server';

import { BidiText } from '@/components/ui/bidi-text';
import { formatDateTime } from '@/lib/i18n/format-date';
import { countValues } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

import type { StaffEnquiryDetail } from '../../staff-schemas';
import { Term, TermList } from '../term-list';

import { EnquiryStatusMark, OverdueMark, UnverifiedMark } from './enquiry-chips';
import styles from './enquiry-page.module.css';

type Props = { detail: StaffEnquiryDetail; locale: Locale };

/** The enquiry at a glance (type, status, received, age, overdue) and its member. */
export async function EnquirySummary({ detail, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'EnquiryDesk' });
  const member = detail.member;
  const { shown: targetShown } = countValues(detail.target_days, locale);
  return (
    <>
      <section className={styles.card} aria-labelledby="enquiry-summary">
        <h2 id="enquiry-summary">{t('detail.summary')}</h2>
        <TermList>
          <Term term={t('detail.type')}>{detail.type.name}</Term>
          <Term term={t('detail.status')}>
            <EnquiryStatusMark code={detail.status.code} name={detail.status.name} />
          </Term>
          <Term term={t('detail.received')}>{formatDateTime(detail.created_at, locale)}</Term>
          <Term term={t('detail.age')}>
            {detail.age === null
              ? t('list.closed')
              : t('list.ageValue', countValues(detail.age, locale))}
          </Term>
          <Term term={t('list.owner')} isolate={detail.owner !== null}>
            {detail.owner?.name ?? t('detail.noOwner')}
          </Term>
        </TermList>
        <p className={`${styles.muted} ${styles.answer}`}>
          {detail.overdue ? (
            <OverdueMark
              label={t('detail.overdue', { days: detail.target_days, shown: targetShown })}
            />
          ) : detail.responded_at ? (
            t('detail.answered', { date: formatDateTime(detail.responded_at, locale) })
          ) : detail.age !== null ? (
            t('detail.waiting')
          ) : null}
        </p>
        {detail.captcha_unverified && (
          <p className={styles.muted}>
            <UnverifiedMark label={t('list.unverified')} /> {t('detail.unverified')}
          </p>
        )}
      </section>
      <section className={styles.card} aria-labelledby="enquiry-member">
        <h2 id="enquiry-member">{t('detail.member')}</h2>
        <TermList data-testid="enquiry-member">
          <Term term={t('detail.name')} isolate>
            {member.name}
          </Term>
          <Term term={t('detail.email')}>
            <BidiText latin>{member.email}</BidiText>
          </Term>
          <Term term={t('detail.phone')}>
            {member.phone ? <BidiText latin>{member.phone}</BidiText> : t('detail.notGiven')}
          </Term>
          <Term term={t('detail.language')}>{t(`languages.${member.locale}`)}</Term>
          <Term term={t('detail.vip')}>{member.vip ? t('detail.vipYes') : t('detail.vipNo')}</Term>
        </TermList>
      </section>
    </>
  );
}
