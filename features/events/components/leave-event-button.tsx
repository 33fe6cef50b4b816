'use client';

import { useTranslations } from 'next-intl';

import { ConfirmButton } from '@/components/feedback/confirm-button';
import { useRefreshingAction } from '@/components/feedback/use-refreshing-action';
import memberList from '@/components/ui/member-list.module.css';
import { useIsolate } from '@/lib/i18n/use-isolate';

import { requestLeave } from '../api/join-event';

/**
 * "Leave" on My events (beyond the specification): asked first, then DELETE events/{id}/join; the
 * list renders again without it. A refusal is told in the snackbar.
 */
export function LeaveEventButton({ eventId, name }: { eventId: number; name: string }) {
  const t = useTranslations('Events.mine');
  const isolate = useIsolate();
  const refreshing = useRefreshingAction();
  return (
    <ConfirmButton
      className={`button button-outlined ${memberList.remove}`}
      ask={() => ({
        title: t('leaveTitle', { name: isolate(name) }),
        text: t('leaveText'),
        confirmLabel: t('leave'),
        danger: true,
        run: () =>
          refreshing({
            act: () => requestLeave(eventId),
            logged: `Leaving event ${eventId} failed`,
            failed: t('leaveFailed'),
            done: t('left', { name: isolate(name) }),
          }),
      })}
      data-testid="event-leave"
    >
      {t('leave')} <span className="visually-hidden">{name}</span>
    </ConfirmButton>
  );
}
