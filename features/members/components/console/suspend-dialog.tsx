'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { ModalFrame } from '@/components/feedback/modals/modal-frame';
import { FormTextField } from '@/components/forms/form-text-field';

import { SUSPEND_REASON_MAX } from '../../constants';
import { suspendBodySchema, type SuspendBody } from '../../schemas';

import styles from './member-actions.module.css';

type Props = {
  open: boolean;
  name: string;
  /** Suspends with the reason; a thrown error's text stays in the dialog. */
  onSuspend: (reason: string) => Promise<void>;
  errorText: (error: unknown) => string;
  onClose: () => void;
};

/**
 * The question before a suspension, with the reason the audit log keeps (required): a dialog of
 * its own, since the shared ConfirmDialog asks no reason.
 */
export function SuspendDialog({ open, name, onSuspend, errorText, onClose }: Props) {
  const t = useTranslations('MembersAdmin.actions');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, reset } = useForm<SuspendBody>({
    resolver: zodResolver(suspendBodySchema),
    defaultValues: { reason: '' },
  });
  const close = () => {
    if (busy) return;
    reset();
    setError(null);
    onClose();
  };
  const submit = handleSubmit(async ({ reason }) => {
    setBusy(true);
    setError(null);
    try {
      await onSuspend(reason);
      setBusy(false);
      reset();
      onClose();
    } catch (failure) {
      setBusy(false);
      setError(errorText(failure));
    }
  });
  return (
    <ModalFrame
      open={open}
      onClose={close}
      title={t('suspendTitle', { name })}
      busy={busy}
      maxWidth="sm"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogContent className={styles.dialogContent}>
          <DialogContentText className={styles.dialogText}>{t('suspendText')}</DialogContentText>
          <FormTextField
            control={control}
            name="reason"
            label={t('reasonLabel')}
            hint={t('reasonHelp')}
            multiline
            rows={3}
            required
            trim
            dir="auto"
            counterMax={SUSPEND_REASON_MAX}
            maxLength={SUSPEND_REASON_MAX}
            autoFocus
          />
          {error && (
            <Alert severity="error" role="alert" className={styles.dialogError}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions className={styles.dialogActions}>
          <Button variant="outlined" onClick={close} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" loading={busy}>
            {t('confirmSuspend')}
          </Button>
        </DialogActions>
      </form>
    </ModalFrame>
  );
}
