'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import type { Confirmation } from '@/components/feedback/confirm-dialog';
import { useSnackbar } from '@/components/feedback/snackbar-provider';
import { lazyComponent } from '@/components/ui/lazy-component';
import { useRouter } from '@/lib/i18n/navigation';
import { useIsolate } from '@/lib/i18n/use-isolate';

import { requestLeave } from '../api/join-event';

import styles from './my-events.module.css';

/** The portal's confirmation (MUI's dialog), its code fetched on the first hover, focus or click. */
const confirmDialog = lazyComponent(() =>
  import('@/components/feedback/confirm-dialog').then((module) => module.ConfirmDialog),
);

/**
 * "Leave" on My events (beyond the specification): asked first, then DELETE events/{id}/join; the
 * list renders again without it. A refusal is told in the snackbar.
 */
export function LeaveEventButton({ eventId, name }: { eventId: number; name: string }) {
  const t = useTranslations('Events.mine');
  const snackbar = useSnackbar();
  const router = useRouter();
  const isolate = useIsolate();
  const [asked, setAsked] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  async function run() {
    try {
      await requestLeave(eventId);
    } catch (error) {
      console.error(`Leaving event ${eventId} failed`, error);
      snackbar.show(t('leaveFailed'), { severity: 'error' });
      router.refresh();
      return;
    }
    snackbar.show(t('left', { name: isolate(name) }), { severity: 'success' });
    router.refresh();
  }

  const preload = () => void confirmDialog.preload().catch(() => undefined);
  return (
    <>
      <button
        type="button"
        className={`button button-outlined ${styles.leave}`}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setAsked(true);
          setConfirmation({
            title: t('leaveTitle', { name: isolate(name) }),
            text: t('leaveText'),
            confirmLabel: t('leave'),
            danger: true,
            run,
          });
        }}
        data-testid="event-leave"
      >
        {t('leave')} <span className="visually-hidden">{name}</span>
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
