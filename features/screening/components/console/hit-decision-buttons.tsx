'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { ActionButton, RowActions } from '@/components/console/action-button';
import { useConsoleChanges } from '@/components/console/console-changes';

import type { HitDecision } from '../../hit-decision';

import { HitDecisionDialog } from './hit-decision-dialog';

type Props = {
  hit: {
    id: number;
    version: number;
    subject: string;
    status: 'open' | 'cleared' | 'confirmed';
    /** A screening that did not run: cleared after a check by hand, never confirmed (issue 56). */
    failed?: boolean;
  };
};

/**
 * Clear (not the listed party: the subject is published) and Confirm (it stays held), each with
 * its reason in a dialog; a confirmed hit may still be cleared.
 */
export function HitDecisionButtons({ hit }: Props) {
  const t = useTranslations('ScreeningHitsAdmin');
  const changes = useConsoleChanges();
  const [deciding, setDeciding] = useState<HitDecision | null>(null);
  const open = (decision: HitDecision) => {
    changes.clear();
    setDeciding(decision);
  };
  if (hit.status === 'cleared') return null;
  return (
    <RowActions label={hit.subject}>
      <ActionButton onClick={() => open('clear')} data-testid="hit-clear">
        {t('decision.clear')}
      </ActionButton>
      {hit.status === 'open' && !hit.failed && (
        <ActionButton danger onClick={() => open('confirm')} data-testid="hit-confirm">
          {t('decision.confirm')}
        </ActionButton>
      )}
      {deciding && (
        <HitDecisionDialog
          hit={hit}
          decision={deciding}
          onClose={() => setDeciding(null)}
          onDone={(message) => {
            setDeciding(null);
            changes.changed(message);
          }}
        />
      )}
    </RowActions>
  );
}
