import { useTranslations } from 'next-intl';

import { consolePath } from '@/features/console/console-route';
import { formatDateTime } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';

import type { StaffBuyerMessage } from '../schemas';

import styles from './staff-messages.module.css';

type Named = { name_eng: string; name_ara: string } | null;

/** One relayed message for staff: both sides, the message and its answer. */
export function StaffMessageDetail({
  message,
  locale,
}: {
  message: StaffBuyerMessage;
  locale: Locale;
}) {
  const t = useTranslations('BuyerMessages');
  const nameOf = (named: Named) =>
    named ? (locale === 'ar' ? named.name_ara || named.name_eng : named.name_eng) : '';
  const language = message.locale === 'ar' ? 'ar' : 'en';
  const facts: [string, string][] = [
    [t('staff.company'), message.company_name],
    [t('staff.sender'), message.sender_name],
    [t('staff.senderEmail'), message.sender_email],
    [t('staff.language'), t(`staff.languages.${language}`)],
    [t('received.item'), nameOf(message.item)],
    [t('received.quantity'), message.quantity],
    [t('received.destination'), nameOf(message.destination_country)],
    [t('staff.date'), formatDateTime(message.created_at, locale)],
    [t('staff.readAt'), message.read_at ? formatDateTime(message.read_at, locale) : ''],
    [t('staff.repliedAt'), message.replied_at ? formatDateTime(message.replied_at, locale) : ''],
  ];
  return (
    <div className={styles.stack}>
      <p>
        <a href={consolePath('/buyer-messages', locale)}>{t('staff.back')}</a>
      </p>
      <section className={styles.card} aria-labelledby="relay-message">
        <h2 id="relay-message" dir="auto">
          {message.subject}
        </h2>
        <dl className={styles.fields}>
          {facts
            .filter(([, value]) => value !== '')
            .map(([label, value]) => (
              <div key={label} className={styles.fieldRow}>
                <dt>{label}</dt>
                <dd dir="auto">{value}</dd>
              </div>
            ))}
        </dl>
        <p className={styles.text} dir="auto">
          {message.message}
        </p>
      </section>
      <section className={styles.card} aria-labelledby="relay-reply">
        <h2 id="relay-reply">{t('staff.reply')}</h2>
        <p className={styles.text} dir="auto">
          {message.reply ?? t('staff.noReply')}
        </p>
      </section>
    </div>
  );
}
