'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { useRouter } from '@/lib/i18n/navigation';

import { unsubscribeFromAlerts } from '../api/alert-requests';
import { ALERT_UNSUBSCRIBED_PATH } from '../constants';

import styles from './alerts.module.css';

/** The manage page's way out: stops the subscription at once, nothing asked first. */
export function UnsubscribeButton({ token }: { token: string }) {
  const t = useTranslations('Alerts');
  const router = useRouter();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const stop = async () => {
    setState('busy');
    try {
      await unsubscribeFromAlerts(token);
      router.push(ALERT_UNSUBSCRIBED_PATH);
    } catch {
      setState('failed');
    }
  };
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className="button button-outlined"
        disabled={state === 'busy'}
        onClick={stop}
      >
        {t('manage.unsubscribe')}
      </button>
      {state === 'failed' && (
        <p role="alert" className={styles.failure}>
          {t('form.error')}
        </p>
      )}
    </div>
  );
}
