'use client';

import { useTranslations } from 'next-intl';

import { StatusMessage } from '@/components/layout/status-message';
import { SERVICE_UNAVAILABLE_DIGEST } from '@/lib/db/unavailable';

type Props = { error: Error & { digest?: string }; reset: () => void };

export default function ErrorPage({ error, reset }: Props) {
  const t = useTranslations('Error');
  // A database outage (503): the visitor stays on the page and may simply try again.
  const unavailable = error.digest === SERVICE_UNAVAILABLE_DIGEST;
  return (
    <StatusMessage
      title={unavailable ? t('unavailableTitle') : t('title')}
      text={unavailable ? t('unavailableText') : t('text')}
      homeLabel={t('home')}
    >
      <button type="button" className="button button-outlined" onClick={reset}>
        {t('retry')}
      </button>
    </StatusMessage>
  );
}
