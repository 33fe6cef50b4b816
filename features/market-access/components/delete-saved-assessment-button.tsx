'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import type { Confirmation } from '@/components/feedback/confirm-dialog';
import { useSnackbar } from '@/components/feedback/snackbar-provider';
import { lazyComponent } from '@/components/ui/lazy-component';
import { useRouter } from '@/lib/i18n/navigation';
import { useIsolate } from '@/lib/i18n/use-isolate';

import { requestDelete } from '../api/saved-assessments';

import styles from './saved-assessments.module.css';

/** The portal's confirmation (MUI's dialog), its code fetched on the first hover, focus or click. */
const confirmDialog = lazyComponent(() =>
  import('@/components/feedback/confirm-dialog').then((module) => module.ConfirmDialog),
);

type Props = { id: number; code: string; partner: string };

/**
 * "Delete" on the member's saved self-assessments (issue 37): asked first, then DELETE
 * /api/market-access/assessments/{id}; the list renders again without it. A failure is announced.
 */
export function DeleteSavedAssessmentButton({ id, code, partner }: Props) {
  const t = useTranslations('OriginAssessment.saved');
  const snackbar = useSnackbar();
  const router = useRouter();
  const isolate = useIsolate();
  const [asked, setAsked] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  async function run() {
    try {
      await requestDelete(id);
    } catch (error) {
      console.error(`Deleting saved assessment ${id} failed`, error);
      snackbar.show(t('deleteFailed'), { severity: 'error' });
      router.refresh();
      return;
    }
    snackbar.show(t('deleted'), { severity: 'success' });
    router.refresh();
  }

  const preload = () => void confirmDialog.preload().catch(() => undefined);
  return (
    <>
      <button
        type="button"
        className={`button button-outlined ${styles.delete}`}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setAsked(true);
          setConfirmation({
            title: t('deleteTitle', { code: isolate(code, { latin: true }), partner }),
            text: t('deleteText'),
            confirmLabel: t('delete'),
            danger: true,
            run,
          });
        }}
        data-testid="saved-assessment-delete"
      >
        {t('delete')}{' '}
        <span className="visually-hidden">
          {code} · {partner}
        </span>
      </button>
      {asked && (
        <confirmDialog.Component
          confirmation={confirmation}
          onClose={() => setConfirmation(null)}
        />
      )}
    </>
  );
}
