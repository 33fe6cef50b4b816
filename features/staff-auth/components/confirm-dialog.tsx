'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

export type Confirmation = {
  title: string;
  text: string;
  /** Runs the change; a thrown error's text is shown in the dialog. */
  run: () => Promise<void>;
  danger?: boolean;
  /** The confirm button's text, when "Confirm" says too little ("Delete"). */
  confirmLabel?: string;
};

type Props = {
  confirmation: Confirmation | null;
  onClose: () => void;
  errorText: (error: unknown) => string;
};

/** Asks before a console change; the dialog stays open (with the error) when it fails. */
export function ConfirmDialog({ confirmation, onClose, errorText }: Props) {
  const t = useTranslations('StaffAccounts.confirm');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const textId = useId();
  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!confirmation) return;
    setBusy(true);
    setError(null);
    try {
      await confirmation.run();
      setBusy(false);
      onClose();
    } catch (failure) {
      setBusy(false);
      setError(errorText(failure));
    }
  };
  return (
    <Dialog
      open={confirmation !== null}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{confirmation?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{confirmation?.text}</DialogContentText>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button
          onClick={confirm}
          loading={busy}
          variant="contained"
          color={confirmation?.danger ? 'error' : 'primary'}
        >
          {confirmation?.confirmLabel ?? t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
