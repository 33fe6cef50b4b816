'use client';

import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslations } from 'next-intl';

import type { ErrorModalProps } from '../modal-context';

import { ModalFrame, ModalOkActions } from './modal-frame';

type Props = ErrorModalProps & { open: boolean; onClose: () => void };

export function ErrorModal({ open, onClose, message }: Props) {
  const t = useTranslations('Modals.error');
  return (
    <ModalFrame
      open={open}
      onClose={onClose}
      title={t('title')}
      icon={<ErrorOutlined color="error" aria-hidden />}
    >
      <DialogContent>
        <DialogContentText>{message || t('text')}</DialogContentText>
      </DialogContent>
      <ModalOkActions onClose={onClose} />
    </ModalFrame>
  );
}
