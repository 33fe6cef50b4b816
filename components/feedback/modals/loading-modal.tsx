'use client';

import CircularProgress from '@mui/material/CircularProgress';
import DialogContent from '@mui/material/DialogContent';
import { useTranslations } from 'next-intl';

import { ModalFrame } from './modal-frame';

function ignoreClose() {
  // part 1 §4: the loading modal is persistent; only the submission that opened it closes it.
}

export function LoadingModal({ open }: { open: boolean }) {
  const t = useTranslations('Modals.loading');
  return (
    <ModalFrame open={open} onClose={ignoreClose} title={t('title')} persistent busy>
      <DialogContent sx={{ display: 'flex', justifyContent: 'center', pb: 4 }}>
        <CircularProgress aria-label={t('title')} />
      </DialogContent>
    </ModalFrame>
  );
}
