'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { ModalFrame } from '@/components/feedback/modals/modal-frame';
import { FormTextField } from '@/components/forms/form-text-field';

import { SUSPEND_REASON_MAX } from '../constants';
import { suspendBodySchema, type SuspendBody } from '../schemas';

type Props = {
  open: boolean;
  name: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

/** The question before a suspension, with the reason the audit log keeps (required). */
export function SuspendDialog({ open, name, busy, onConfirm, onCancel }: Props) {
  const t = useTranslations('MembersAdmin.actions');
  const { control, handleSubmit, reset } = useForm<SuspendBody>({
    resolver: zodResolver(suspendBodySchema),
    defaultValues: { reason: '' },
  });
  const cancel = () => {
    if (busy) return;
    reset();
    onCancel();
  };
  return (
    <ModalFrame
      open={open}
      onClose={cancel}
      title={t('suspendTitle', { name })}
      busy={busy}
      maxWidth="sm"
    >
      <form noValidate onSubmit={handleSubmit(({ reason }) => onConfirm(reason))}>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText sx={{ mb: 2 }}>{t('suspendText')}</DialogContentText>
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
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={cancel} disabled={busy}>
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
