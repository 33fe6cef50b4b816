'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';

import { Notice } from '@/components/ui/notice';
import { formatDate } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';

import { requestSendPlan } from '../api/plan-calls';

import styles from './export-plan.module.css';

type Props = { planId: number; sentAt: string | null; enquiryId: number | null };

/** "Send to the agency" (issue 59): the plan goes to the advisers as an enquiry, on the member's say-so. */
export function SendPlan({ planId, sentAt, enquiryId }: Props) {
  const t = useTranslations('ExportPlan');
  const locale = useLocale() as Locale;
  const [sent, setSent] = useState(sentAt && enquiryId ? { sentAt, enquiryId } : null);
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  async function send() {
    setState('busy');
    const answer = await requestSendPlan(planId);
    if (answer.ok) {
      setSent({ sentAt: answer.body.sent_at, enquiryId: answer.body.enquiry_id });
      setState('idle');
    } else setState('failed');
  }
  return (
    <section className={styles.section} aria-labelledby="plan-send-title">
      <h2 id="plan-send-title" className={styles.sectionTitle}>
        {t('sendTitle')}
      </h2>
      <p>{t('sendText')}</p>
      {sent && (
        <Notice severity="success" role="status" data-testid="plan-sent">
          {t('sent', { date: formatDate(sent.sentAt, locale), id: String(sent.enquiryId) })}
        </Notice>
      )}
      {state === 'failed' && (
        <Notice severity="error" role="alert">
          {t('sendFailed')}
        </Notice>
      )}
      <button
        type="button"
        className={`button button-primary ${styles.sendButton}`}
        onClick={send}
        disabled={state === 'busy'}
        data-testid="plan-send"
      >
        {state === 'busy' ? t('sending') : t('send')}
      </button>
    </section>
  );
}
