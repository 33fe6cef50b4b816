'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { useModals } from '@/components/feedback/modal-context';
import { useSnackbar } from '@/components/feedback/snackbar-provider';
import { Icon } from '@/components/ui/icon';
import { EventAvailableIcon } from '@/components/ui/icon-shapes';
import { useIsolate } from '@/lib/i18n/use-isolate';
import { ensureCurrentUser, setCurrentUser } from '@/lib/session/current-user';

import { requestJoin } from '../api/join-event';
import { markJoined, useJoinedEvents } from '../api/joined-events';

import styles from './event-card.module.css';

type Props = {
  eventId: number;
  /** The event's name in the page's language (the button's accessible name, the announcement). */
  name: string;
  /** Registration is closed (status 2): a member who joined before still sees "Joined". */
  closed: boolean;
};

/**
 * part 2 "Events": Join needs a login (a visitor gets the login dialog); a member joins once, and
 * the button then says "Joined" and is disabled (part 2 §4). The member comes from the session.
 * A refused join is announced (the specification logs it silently: docs/decisions/events.md "Events").
 */
export function JoinButton({ eventId, name, closed }: Props) {
  const t = useTranslations('Events.join');
  const modals = useModals();
  const snackbar = useSnackbar();
  const joined = useJoinedEvents();
  const isolate = useIsolate();
  const [busy, setBusy] = useState(false);

  if (joined?.has(eventId)) {
    return (
      <button
        type="button"
        className={`${styles.join} ${styles.joined}`}
        disabled
        data-testid="event-joined"
      >
        <Icon shape={EventAvailableIcon} size={20} />
        {t('joined')}
      </button>
    );
  }
  if (closed) return null;

  async function join() {
    if (busy) return;
    setBusy(true);
    try {
      const member = await ensureCurrentUser();
      if (!member) {
        modals.open('login');
        return;
      }
      const outcome = await requestJoin(eventId);
      if (outcome === 'login') {
        setCurrentUser(null);
        modals.open('login');
      } else if (outcome === 'joined' || outcome === 'already') {
        markJoined(member.id, eventId);
        snackbar.show(t(outcome === 'joined' ? 'done' : 'already', { name: isolate(name) }), {
          severity: 'success',
        });
      } else {
        console.error('joining the event was refused', outcome.refused);
        snackbar.show(outcome.refused || t('failed'), { severity: 'error' });
      }
    } catch (error) {
      console.error('joining the event failed', error);
      snackbar.show(t('failed'), { severity: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className={styles.join}
      aria-label={t('joinNamed', { name })}
      aria-busy={busy}
      disabled={busy}
      onClick={() => void join()}
      data-testid="event-join"
    >
      {busy ? t('joining') : t('join')}
    </button>
  );
}
