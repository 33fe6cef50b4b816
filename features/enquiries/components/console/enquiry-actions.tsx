'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { ChangeStatus, ConsoleChanges } from '@/components/console/console-changes';
import { useHydrated } from '@/components/ui/use-hydrated';

import styles from './enquiry-actions.module.css';
import { OwnerCard, type OwnerCardProps } from './owner-card';
import { ReplyCard } from './reply-card';
import { StatusMoveCard } from './status-move-card';

type Props = Omit<OwnerCardProps, 'onChanged'> & {
  moves: readonly number[];
  memberLocale: 'en' | 'ar';
};

/**
 * What staff do with an enquiry (issue 13): its owner, a status move with a note, a reply to the
 * member. Each change names the version the page showed; versions only grow, so the newer of the
 * page's and the last answer's is the one the next change starts from (before the page renders
 * again).
 */
export function EnquiryActions({ version: shown, moves, memberLocale, ...owner }: Props) {
  const t = useTranslations('EnquiryDesk.detail');
  // Marks the island interactive once hydrated (the journeys wait for it).
  const ready = useHydrated();
  const [answered, setAnswered] = useState(0);
  const version = Math.max(shown, answered);
  return (
    <ConsoleChanges failed={t('failed')}>
      <div
        className={styles.actions}
        data-testid="enquiry-actions"
        data-ready={ready ? 'true' : 'false'}
      >
        <ChangeStatus />
        <OwnerCard {...owner} version={version} onChanged={setAnswered} />
        <StatusMoveCard id={owner.id} moves={moves} version={version} onChanged={setAnswered} />
        <ReplyCard id={owner.id} memberLocale={memberLocale} onChanged={setAnswered} />
      </div>
    </ConsoleChanges>
  );
}
