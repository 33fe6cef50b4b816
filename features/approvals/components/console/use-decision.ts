'use client';

import { useTranslations } from 'next-intl';

import { answerMessage } from '@/lib/http/error-text';

import { sendDecision } from '../../api/send-decision';
import type { ApprovalDecision, ApprovalType } from '../../approval-types';

import { leaveDecidedMessage } from './decided-message';

export type DecisionTarget = {
  type: ApprovalType;
  id: number;
  /** The record's version as reviewed: a change made since refuses the decision (409). */
  version: number;
  /** The record's name, for the dialogs and the snackbar. */
  name: string;
  /** The company is held by screening: approved, it stays off the public pages (issue 56). */
  held?: boolean;
  /** Where to go once decided: the queue of this type. */
  queueHref: string;
  /** Leaves the page (a full load of the queue); tests pass their own. */
  navigate?: (href: string) => void;
};

/**
 * Sends a decision with the version the officer saw, leaves the queue its snackbar line and goes
 * back to the queue; a failure is thrown for the dialog to tell (`failureText`).
 */
export function useDecision(target: DecisionTarget) {
  const t = useTranslations('Approvals');
  const decide = async (decision: ApprovalDecision, reason?: string) => {
    await sendDecision(target.type, target.id, decision, {
      version: target.version,
      ...(decision === 'refuse' ? { reason } : {}),
    });
    const approved = target.held ? 'decision.approvedHeld' : 'decision.approved';
    const line = decision === 'approve' ? approved : 'decision.refused';
    leaveDecidedMessage(t(line, { name: target.name }));
    (target.navigate ?? ((href: string) => window.location.assign(href)))(target.queueHref);
  };
  const failureText = (failure: unknown) => answerMessage(failure) ?? t('decision.failed');
  return { decide, failureText };
}
