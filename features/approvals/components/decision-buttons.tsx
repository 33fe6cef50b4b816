'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { MuiIsland } from '@/components/providers/mui-island';
import { answerMessage } from '@/lib/http/error-text';

import { sendDecision } from '../api/send-decision';
import { type ApprovalDecision, type ApprovalType, REFUSAL_REASON_MAX } from '../approval-types';

import { leaveDecidedMessage } from './decided-message';

export type DecisionButtonsProps = {
  type: ApprovalType;
  id: number;
  /** The record's version as reviewed: a change made since refuses the decision. */
  version: string;
  change: boolean;
  /** The record's name, for the dialogs and the snackbar. */
  name: string;
  /** The member's language: the refusal's reason is written in it. */
  memberLocale: 'en' | 'ar';
  /** Where to go once decided: the queue of this type. */
  queueHref: string;
  /** Leaves the page (a full load of the queue); tests pass their own. */
  navigate?: (href: string) => void;
};

/**
 * Approve (after a confirmation) or refuse (with a reason in the member's language); then back to
 * the queue, which shows what was decided in a snackbar. A failure is told in the dialog.
 */
export function DecisionButtons(props: DecisionButtonsProps) {
  const { type, id, version, change, name, memberLocale, queueHref } = props;
  const t = useTranslations('Approvals');
  const [open, setOpen] = useState<ApprovalDecision | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const titleId = useId();
  const language = t(`languages.${memberLocale}`);
  const trimmed = reason.trim();
  const reasonError =
    trimmed === ''
      ? t('decision.reasonRequired')
      : trimmed.length > REFUSAL_REASON_MAX
        ? t('reasonTooLong')
        : null;

  const show = (decision: ApprovalDecision) => {
    setError(null);
    setChecked(false);
    setOpen(decision);
  };
  const close = () => {
    if (!busy) setOpen(null);
  };

  async function decide(decision: ApprovalDecision) {
    if (decision === 'refuse' && reasonError) {
      setChecked(true);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await sendDecision(type, id, decision, {
        version,
        ...(decision === 'refuse' ? { reason: trimmed } : {}),
      });
      leaveDecidedMessage(
        t(decision === 'approve' ? 'decision.approved' : 'decision.refused', { name }),
      );
      (props.navigate ?? ((href: string) => window.location.assign(href)))(queueHref);
    } catch (failure) {
      setError(answerMessage(failure) ?? t('decision.failed'));
      setBusy(false);
    }
  }

  const failure = error && (
    <Alert severity="error" role="alert" sx={{ mt: 2 }}>
      {error}
    </Alert>
  );
  const changeValue = change ? 'true' : 'false';
  return (
    <MuiIsland>
      <div role="group" aria-label={t('decision.label')} style={{ display: 'flex', gap: 8 }}>
        <Button variant="contained" color="primary" onClick={() => show('approve')}>
          {t('decision.approve')}
        </Button>
        <Button variant="outlined" color="error" onClick={() => show('refuse')}>
          {t('decision.refuse')}
        </Button>
      </div>

      <Dialog
        open={open === 'approve'}
        onClose={close}
        aria-labelledby={`${titleId}-approve`}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id={`${titleId}-approve`}>{t(`decision.approveTitle.${type}`)}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('decision.approveText', { change: changeValue, name })}
            {type === 'company' && ` ${t('decision.approveCompany')}`}
          </DialogContentText>
          {failure}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
          <Button variant="outlined" onClick={close} disabled={busy}>
            {t('decision.cancel')}
          </Button>
          <Button variant="contained" onClick={() => void decide('approve')} loading={busy}>
            {t('decision.approve')}
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog
        open={open === 'refuse'}
        onClose={close}
        aria-labelledby={`${titleId}-refuse`}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id={`${titleId}-refuse`}>{t(`decision.refuseTitle.${type}`)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('decision.refuseText', { change: changeValue, name })}
          </DialogContentText>
          <TextField
            label={t('decision.reason', { language })}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setChecked(true)}
            multiline
            minRows={4}
            fullWidth
            required
            autoFocus
            error={checked && reasonError !== null}
            helperText={
              checked && reasonError
                ? reasonError
                : `${t('decision.reasonHint', { language, max: REFUSAL_REASON_MAX })} ${t(
                    'decision.reasonLength',
                    { count: trimmed.length, max: REFUSAL_REASON_MAX },
                  )}`
            }
            slotProps={{
              htmlInput: {
                lang: memberLocale,
                dir: memberLocale === 'ar' ? 'rtl' : 'ltr',
                'data-testid': 'refusal-reason',
              },
            }}
          />
          {failure}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
          <Button variant="outlined" onClick={close} disabled={busy}>
            {t('decision.cancel')}
          </Button>
          <Button
            variant="contained"
            color="error"
            onClick={() => void decide('refuse')}
            loading={busy}
          >
            {t('decision.refuse')}
          </Button>
        </DialogActions>
      </Dialog>
    </MuiIsland>
  );
}
