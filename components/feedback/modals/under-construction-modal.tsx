'use client';

import Construction from '@mui/icons-material/Construction';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslations } from 'next-intl';

import { ModalFrame, ModalOkActions } from './modal-frame';

type Props = { open: boolean; onClose: () => void };

// part 1 §2.2: an info modal with the text THIS PAGE IS UNDER CONSTRUCTION.
export function UnderConstructionModal({ open, onClose }: Props) {
  const t = useTranslations('Modals.underConstruction');
  return (
    <ModalFrame
      open={open}
      onClose={onClose}
      title={t('title')}
      icon={<Construction color="secondary" aria-hidden />}
    >
      <DialogContent>
        <DialogContentText>{t('text')}</DialogContentText>
      </DialogContent>
      <ModalOkActions onClose={onClose} />
    </ModalFrame>
  );
}
