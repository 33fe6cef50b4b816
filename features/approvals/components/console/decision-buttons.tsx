'use client';

import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { type Confirmation, ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { MuiIsland } from '@/components/providers/mui-island';

import styles from './decision-buttons.module.css';
import { RefuseDialog } from './refuse-dialog';
import { type DecisionTarget, useDecision } from './use-decision';

export type DecisionButtonsProps = DecisionTarget & {
  /** A change of an approved record (the approved version stays public until approved). */
  change: boolean;
  /** The member's language: the refusal's reason is written in it. */
  memberLocale: 'en' | 'ar';
};

/**
 * Approve (after the console's confirmation) or refuse (with a reason in the member's language);
 * then back to the queue, which shows what was decided in a snackbar. A failure stays in the
 * dialog with its reason.
 */
export function DecisionButtons(props: DecisionButtonsProps) {
  const { type, name, change, memberLocale } = props;
  const t = useTranslations('Approvals');
  const { decide, failureText } = useDecision(props);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [refusing, setRefusing] = useState(false);
  const changeValue = change ? 'true' : 'false';
  const approve = () =>
    setConfirmation({
      title: t(`decision.approveTitle.${type}`),
      text: [
        t('decision.approveText', { change: changeValue, name }),
        ...(type === 'company' ? [t('decision.approveCompany')] : []),
        ...(props.held ? [t('decision.approveHeld')] : []),
      ].join(' '),
      confirmLabel: t('decision.approve'),
      run: () => decide('approve'),
    });
  return (
    <MuiIsland>
      <div role="group" aria-label={t('decision.label')} className={styles.group}>
        <Button variant="contained" color="primary" onClick={approve}>
          {t('decision.approve')}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setRefusing(true)}>
          {t('decision.refuse')}
        </Button>
      </div>
      <ConfirmDialog
        confirmation={confirmation}
        onClose={() => setConfirmation(null)}
        errorText={failureText}
      />
      <RefuseDialog
        open={refusing}
        onClose={() => setRefusing(false)}
        title={t(`decision.refuseTitle.${type}`)}
        text={t('decision.refuseText', { change: changeValue, name })}
        memberLocale={memberLocale}
        refuse={(reason) => decide('refuse', reason)}
        failureText={failureText}
      />
    </MuiIsland>
  );
}
