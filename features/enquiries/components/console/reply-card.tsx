'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';

import { sendReply } from '../../api/staff-enquiry-changes';
import { REPLY_MAX } from '../../staff-schemas';

import { ActionCard } from './action-card';
import styles from './enquiry-actions.module.css';
import { useChange } from './use-change';

export type ReplyCardProps = {
  id: number;
  /** The language the member reads: the reply is written in it. */
  memberLocale: 'en' | 'ar';
  onChanged: (version: number) => void;
};

/** A reply to the member, kept in their enquiry's conversation and e-mailed to them. */
export function ReplyCard({ id, memberLocale, onChanged }: ReplyCardProps) {
  const t = useTranslations('EnquiryDesk');
  const field = useId();
  const [message, setMessage] = useState('');
  const change = useChange(t('detail.failed'));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return;
    const next = await change.run(() => sendReply(id, message), t('detail.replied'));
    if (next === undefined) return;
    onChanged(next);
    setMessage('');
  };
  return (
    <ActionCard id="enquiry-reply" title={t('detail.reply')} failure={change.failure}>
      <p className={styles.hint} id={`${field}-hint`} data-testid="reply-language">
        {t('detail.replyLanguage', { language: t(`languages.${memberLocale}`) })}
      </p>
      <form className={styles.form} onSubmit={(event) => void submit(event)}>
        <div className={styles.field}>
          <label htmlFor={field}>{t('detail.message')}</label>
          <textarea
            id={field}
            rows={5}
            required
            maxLength={REPLY_MAX}
            lang={memberLocale}
            dir="auto"
            aria-describedby={`${field}-hint`}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        </div>
        <div className={styles.buttons}>
          <button
            type="submit"
            className="button button-primary"
            disabled={change.pending || !message.trim()}
          >
            {t('detail.send')}
          </button>
        </div>
      </form>
    </ActionCard>
  );
}
