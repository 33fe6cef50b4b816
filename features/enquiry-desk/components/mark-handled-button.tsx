'use client';

import { useTranslations } from 'next-intl';

import { useHydrated } from '@/components/ui/use-hydrated';

import { markHandled } from '../api/enquiry-actions';

import styles from './consultations.module.css';
import { useChange } from './use-change';

/** Marks one consultation request handled, then shows the list again with who handled it. */
export function MarkHandledButton({ id, name }: { id: number; name: string }) {
  const t = useTranslations('EnquiryDesk.consultations');
  const change = useChange(t('failed'));
  const ready = useHydrated();
  return (
    <span className={styles.action}>
      <button
        type="button"
        className={styles.button}
        disabled={change.pending}
        data-ready={ready ? 'true' : 'false'}
        aria-label={`${t('markHandled')}: ${name}`}
        onClick={() => void change.run(() => markHandled(id), t('marked'))}
      >
        {t('markHandled')}
      </button>
      <span role="status" className={change.error ? styles.error : styles.done}>
        {change.error ?? change.done ?? ''}
      </span>
    </span>
  );
}
