'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { ModalFrame } from '@/components/feedback/modals/modal-frame';
import { useNumberFormat } from '@/lib/i18n/use-number-format';

import { REFUSAL_REASON_MAX } from '../../approval-types';

import styles from './decision-buttons.module.css';

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  text: string;
  /** The member's language: the reason is written in it, and the field reads that way. */
  memberLocale: 'en' | 'ar';
  /** Sends the refusal with the trimmed reason; a thrown error is told in the dialog. */
  refuse: (reason: string) => Promise<void>;
  failureText: (failure: unknown) => string;
};

/** The refusal: its reason (required, at most 1000 characters), checked before it is sent. */
export function RefuseDialog({
  open,
  onClose,
  title,
  text,
  memberLocale,
  refuse,
  failureText,
}: Props) {
  const t = useTranslations('Approvals');
  const number = useNumberFormat();
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const language = t(`languages.${memberLocale}`);
  const max = number(REFUSAL_REASON_MAX);
  const trimmed = reason.trim();
  const reasonError =
    trimmed === ''
      ? t('decision.reasonRequired')
      : trimmed.length > REFUSAL_REASON_MAX
        ? t('reasonTooLong')
        : null;

  const close = () => {
    if (busy) return;
    setChecked(false);
    setError(null);
    onClose();
  };
  async function send() {
    setChecked(true);
    if (reasonError) return;
    setBusy(true);
    setError(null);
    try {
      await refuse(trimmed);
    } catch (failure) {
      setError(failureText(failure));
      setBusy(false);
    }
  }

  return (
    <ModalFrame open={open} onClose={close} title={title} busy={busy} maxWidth="sm">
      <DialogContent>
        <DialogContentText className={styles.text}>{text}</DialogContentText>
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
              : `${t('decision.reasonHint', { language, max })} ${t('decision.reasonLength', {
                  count: number(trimmed.length),
                  max,
                })}`
          }
          slotProps={{
            htmlInput: {
              lang: memberLocale,
              dir: memberLocale === 'ar' ? 'rtl' : 'ltr',
              'data-testid': 'refusal-reason',
            },
          }}
        />
        {error && (
          <Alert severity="error" role="alert" className={styles.error}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions className={styles.actions}>
        <Button variant="outlined" onClick={close} disabled={busy}>
          {t('decision.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={() => void send()} loading={busy}>
          {t('decision.refuse')}
        </Button>
      </DialogActions>
    </ModalFrame>
  );
}
