'use client';

import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslations } from 'next-intl';

import { ModalFrame } from '@/components/feedback/modals/modal-frame';

type Props = {
  open: boolean;
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The question before a suspended member is let back in. */
export function ReinstateDialog({ open, name, busy, onConfirm, onCancel }: Props) {
  const t = useTranslations('MembersAdmin.actions');
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <ModalFrame open={open} onClose={cancel} title={t('reinstateTitle', { name })} busy={busy}>
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText>{t('reinstateText')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={cancel} disabled={busy} autoFocus>
          {t('cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm} loading={busy}>
          {t('confirmReinstate')}
        </Button>
      </DialogActions>
    </ModalFrame>
  );
}
