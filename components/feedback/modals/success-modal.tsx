'use client';

import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslations } from 'next-intl';

import type { SuccessModalProps } from '../modal-context';

import { ModalFrame, ModalOkActions } from './modal-frame';

type Props = SuccessModalProps & { open: boolean; onClose: () => void };

export function SuccessModal({ open, onClose, message, requestNumber }: Props) {
  const t = useTranslations('Modals.success');
  const hasNumber = requestNumber !== undefined && requestNumber !== '';
  return (
    <ModalFrame
      open={open}
      onClose={onClose}
      title={t('title')}
      icon={<CheckCircleOutlined color="success" aria-hidden />}
    >
      <DialogContent>
        <DialogContentText>{message ?? t('text')}</DialogContentText>
        {hasNumber && (
          <DialogContentText sx={{ mt: 1, fontWeight: 600, color: 'text.primary' }}>
            {t('requestNumber', { number: String(requestNumber) })}
          </DialogContentText>
        )}
      </DialogContent>
      <ModalOkActions onClose={onClose} />
    </ModalFrame>
  );
}
