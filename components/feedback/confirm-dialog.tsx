'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { MuiIsland } from '@/components/providers/mui-island';

import styles from './confirm-dialog.module.css';
import { ModalFrame } from './modals/modal-frame';

export type Confirmation = {
  title: string;
  text: string;
  /** Runs the change; with `errorText`, a thrown error's text is shown in the dialog. */
  run: () => Promise<void>;
  /** A change that removes or stops something: the confirm button is red. */
  danger?: boolean;
  /** The confirm button's text, when "Confirm" says too little ("Delete"). */
  confirmLabel?: string;
};

type Props = {
  confirmation: Confirmation | null;
  onClose: () => void;
  /** The text of a failure, kept in the open dialog; without it a failure closes the dialog. */
  errorText?: (error: unknown) => string;
};

/**
 * The portal's one question before a change (a deletion in the member area, a suspension in the
 * console): Cancel has the focus, the buttons wait while the change runs, and a failure stays in the
 * dialog with its reason.
 */
export function ConfirmDialog({ confirmation, onClose, errorText }: Props) {
  const t = useTranslations('Modals');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
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
      if (!errorText) {
        onClose();
        throw failure;
      }
      setError(errorText(failure));
    }
  };
  return (
    <MuiIsland>
      <ModalFrame
        open={confirmation !== null}
        onClose={close}
        title={confirmation?.title ?? ''}
        busy={busy}
      >
        <DialogContent>
          <DialogContentText>{confirmation?.text}</DialogContentText>
          {error && (
            <Alert severity="error" role="alert" className={styles.error}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions className={styles.actions}>
          <Button variant="outlined" onClick={close} disabled={busy} autoFocus>
            {t('cancel')}
          </Button>
          <Button
            variant="contained"
            color={confirmation?.danger ? 'error' : 'primary'}
            onClick={() => void confirm()}
            loading={busy}
          >
            {confirmation?.confirmLabel ?? t('confirm')}
          </Button>
        </DialogActions>
      </ModalFrame>
    </MuiIsland>
  );
}
