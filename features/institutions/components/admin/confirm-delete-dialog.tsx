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

import { answerMessage } from '@/lib/http/error-text';

export type Removal = { title: string; text: string; run: () => Promise<void> };

/** Asks before a removal; stays open with the server's reason when it is refused (in use). */
export function ConfirmDeleteDialog({
  removal,
  onClose,
}: {
  removal: Removal | null;
  onClose: () => void;
}) {
  const t = useTranslations('InstitutionsAdmin');
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
    if (!removal) return;
    setBusy(true);
    setError(null);
    try {
      await removal.run();
      setBusy(false);
      onClose();
    } catch (failure) {
      setBusy(false);
      setError(answerMessage(failure) ?? t('errors.failed'));
    }
  };
  return (
    <Dialog
      open={removal !== null}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{removal?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{removal?.text}</DialogContentText>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {t('confirm.cancel')}
        </Button>
        <Button onClick={confirm} loading={busy} variant="contained" color="error">
          {t('confirm.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
