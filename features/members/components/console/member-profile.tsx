import { getTranslations } from 'next-intl/server';
import { Fragment, type ReactNode } from 'react';

import { BidiText } from '@/components/ui/bidi-text';
import { formatDate, formatDateTime } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';

import type { MemberDetail } from '../../schemas';

import styles from './member-page.module.css';

type Props = { member: MemberDetail; locale: Locale };

/** The member's profile as they entered it, shown as text. */
export async function MemberProfile({ member, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'MembersAdmin.detail' });
  const rows: [string, ReactNode][] = [
    [
      t('fields.email'),
      <BidiText latin key="e">
        {member.email}
      </BidiText>,
    ],
    [
      t('fields.phone'),
      member.phone ? (
        <BidiText latin key="p">
          {member.phone}
        </BidiText>
      ) : (
        t('none')
      ),
    ],
    [t('fields.language'), t(`languages.${member.locale}`)],
    [
      t('fields.verified'),
      member.email_verified_at
        ? t('verifiedOn', { date: formatDate(member.email_verified_at, locale) })
        : t('notVerified'),
    ],
    [t('fields.newsletter'), member.subscribe ? t('subscribed') : t('notSubscribed')],
    [t('fields.joined'), formatDateTime(member.created_at, locale)],
    [t('fields.updated'), formatDateTime(member.updated_at, locale)],
  ];
  return (
    <section className={styles.card} aria-labelledby="member-profile">
      <h2 id="member-profile">{t('profile')}</h2>
      <dl className={styles.fields}>
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
