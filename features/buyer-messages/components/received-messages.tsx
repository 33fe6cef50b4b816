'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { Notice } from '@/components/ui/notice';
import { useNumberFormat } from '@/lib/i18n/use-number-format';

import { useReceivedMessages } from '../api/use-received-messages';

import { ReceivedMessage } from './received-message';
import styles from './received-messages.module.css';

/** The exporter's "Messages from buyers": newest first, a page at a time. */
export function ReceivedMessages({ hasCompany }: { hasCompany: boolean }) {
  const t = useTranslations('BuyerMessages.received');
  const number = useNumberFormat();
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useReceivedMessages(page);
  if (!hasCompany) return <Notice severity="info">{t('noCompany')}</Notice>;
  if (isPending)
    return (
      <p className="spinner-text" aria-busy="true">
        …
      </p>
    );
  if (isError) {
    return (
      <Notice severity="error" role="alert">
        {t('loadFailed')}{' '}
        <button type="button" className="button button-text" onClick={() => void refetch()}>
          {t('retry')}
        </button>
      </Notice>
    );
  }
  if (data.total === 0) return <Notice severity="info">{t('empty')}</Notice>;
  return (
    <div className={styles.list} data-testid="received-messages">
      <p className={styles.total} aria-live="polite">
        {t('total', { count: data.total, shown: number(data.total) })}
      </p>
      {data.data.map((message) => (
        <ReceivedMessage key={message.id} message={message} />
      ))}
      {data.page_count > 1 && (
        <nav aria-label={t('pages')} className={styles.pages}>
          <button
            type="button"
            className="button button-outlined"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('previous')}
          </button>
          <span>{t('pageOf', { page: number(data.page), count: number(data.page_count) })}</span>
          <button
            type="button"
            className="button button-outlined"
            disabled={page >= data.page_count}
            onClick={() => setPage(page + 1)}
          >
            {t('next')}
          </button>
        </nav>
      )}
    </div>
  );
}
