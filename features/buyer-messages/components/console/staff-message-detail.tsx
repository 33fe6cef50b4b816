import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { formatDateTime } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';

import { STAFF_MESSAGES_PATH } from '../../constants';
import { messageState } from '../../message-state';
import type { StaffBuyerMessage } from '../../schemas';

import { MessageStateChip } from './message-state-chip';
import styles from './staff-message-detail.module.css';

type Named = { name_eng: string; name_ara: string } | null;

/** One relayed message for staff (issue 14): both sides, its state, the message and its answer. */
export async function StaffMessageDetail({
  message,
  locale,
}: {
  message: StaffBuyerMessage;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'BuyerMessages' });
  const nameOf = (named: Named) =>
    named ? (locale === 'ar' ? named.name_ara || named.name_eng : named.name_eng) : '';
  const time = (value: string | null) =>
    value && <time dateTime={value}>{formatDateTime(value, locale)}</time>;
  const text = (value: string) => value && <bdi dir="auto">{value}</bdi>;
  const state = messageState(message);
  const facts: [string, ReactNode][] = [
    [
      t('staff.status'),
      <MessageStateChip key="state" state={state} label={t(`staff.states.${state}`)} />,
    ],
    [t('staff.company'), text(message.company_name)],
    [t('staff.sender'), text(message.sender_name)],
    [
      t('staff.senderEmail'),
      <bdi key="email" dir="ltr">
        {message.sender_email}
      </bdi>,
    ],
    [t('staff.language'), t(`staff.languages.${message.locale === 'ar' ? 'ar' : 'en'}`)],
    [t('received.item'), text(nameOf(message.item))],
    [t('received.quantity'), text(message.quantity)],
    [t('received.destination'), nameOf(message.destination_country)],
    [t('staff.date'), time(message.created_at)],
    [t('staff.readAt'), time(message.read_at)],
    [t('staff.repliedAt'), time(message.replied_at)],
  ];
  return (
    <div className={styles.stack}>
      <p>
        <a href={consolePath(STAFF_MESSAGES_PATH, locale)} className="link">
          {t('staff.back')}
        </a>
      </p>
      <section className={styles.card} aria-labelledby="relay-message">
        <h2 id="relay-message">
          <bdi dir="auto">{message.subject}</bdi>
        </h2>
        <dl className={styles.fields}>
          {facts
            .filter(([, value]) => value !== '' && value !== null)
            .map(([label, value]) => (
              <div key={label} className={styles.fieldRow}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        <p className={styles.text} dir="auto">
          {message.message}
        </p>
      </section>
      <section className={styles.card} aria-labelledby="relay-reply">
        <h2 id="relay-reply">{t('staff.reply')}</h2>
        <p className={styles.text} dir={message.reply ? 'auto' : undefined}>
          {message.reply ?? t('staff.noReply')}
        </p>
      </section>
    </div>
  );
}
