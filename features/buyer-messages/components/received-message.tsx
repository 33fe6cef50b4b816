'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';

import { useSnackbar } from '@/components/feedback/snackbar-provider';
import { BidiText } from '@/components/ui/bidi-text';
import { formatDateTime } from '@/lib/i18n/format-date';
import { isLocale } from '@/lib/i18n/routing';

import { useMessageActions } from '../api/use-received-messages';
import type { BuyerMessage } from '../schemas';

import styles from './received-messages.module.css';
import { ReplyForm } from './reply-form';

type Named = { name_eng: string; name_ara: string } | null;

const STATE_CLASS = {
  unread: styles.stateUnread,
  read: styles.stateRead,
  replied: styles.stateReplied,
};

/** One message to the exporter's company: who, about what, the text, and its answer or the form. */
export function ReceivedMessage({ message }: { message: BuyerMessage }) {
  const t = useTranslations('BuyerMessages.received');
  const current = useLocale();
  const locale = isLocale(current) ? current : 'en';
  const snackbar = useSnackbar();
  const { markRead } = useMessageActions();
  const titleId = useId();
  const nameOf = (named: Named) =>
    named ? (locale === 'ar' ? named.name_ara || named.name_eng : named.name_eng) : '';
  const state = message.replied_at ? 'replied' : message.read_at ? 'read' : 'unread';
  const facts: [string, string][] = [
    [t('from'), message.sender_name],
    [t('item'), nameOf(message.item)],
    [t('quantity'), message.quantity],
    [t('destination'), nameOf(message.destination_country)],
    [t('date'), formatDateTime(message.created_at, locale)],
  ];

  async function read() {
    try {
      await markRead.mutateAsync(message.id);
      snackbar.show(t('markedRead'), { severity: 'success' });
    } catch (error) {
      console.error('marking a buyer message read failed', error);
      snackbar.show(t('readFailed'), { severity: 'error' });
    }
  }

  return (
    <article
      className={`${styles.message} ${state === 'unread' ? styles.unread : ''}`}
      aria-labelledby={titleId}
      data-testid="received-message"
      data-state={state}
    >
      <header className={styles.header}>
        <h2 id={titleId} className={styles.subject}>
          <BidiText>{message.subject}</BidiText>
        </h2>
        <span className={`${styles.badge} ${STATE_CLASS[state]}`}>{t(state)}</span>
      </header>
      <dl className={styles.facts}>
        {facts
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <div key={label} className={styles.fact}>
              <dt>{label}</dt>
              <dd>
                <BidiText>{value}</BidiText>
              </dd>
            </div>
          ))}
      </dl>
      <p className={styles.text} dir="auto">
        {message.message}
      </p>
      {state === 'unread' && (
        <button
          type="button"
          className="button button-outlined"
          disabled={markRead.isPending}
          onClick={() => void read()}
        >
          {t('markRead')}
        </button>
      )}
      {message.reply !== null ? (
        <section className={styles.reply} aria-label={t('yourReply')}>
          <h3 className={styles.replyTitle}>{t('yourReply')}</h3>
          <p className={styles.text} dir="auto">
            {message.reply}
          </p>
          {message.replied_at && (
            <p className={styles.muted}>{formatDateTime(message.replied_at, locale)}</p>
          )}
        </section>
      ) : (
        <ReplyForm id={message.id} />
      )}
    </article>
  );
}
