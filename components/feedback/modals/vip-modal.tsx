'use client';

import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import MuiLink from '@mui/material/Link';
import { useTranslations } from 'next-intl';

import { SUPPORT_EMAIL } from '@/lib/constants';

import { ModalFrame, ModalOkActions } from './modal-frame';

type Props = { open: boolean; onClose: () => void };

// part 1 (publications catalogue): the VIP-only notice, "Premium Access Required".
export function VipModal({ open, onClose }: Props) {
  const t = useTranslations('Modals.vip');
  return (
    <ModalFrame
      open={open}
      onClose={onClose}
      title={t('title')}
      icon={<WorkspacePremium color="secondary" aria-hidden />}
    >
      <DialogContent>
        <DialogContentText>{t('text')}</DialogContentText>
        <DialogContentText sx={{ mt: 1.5 }}>
          {t('contact')}{' '}
          <MuiLink href={`mailto:${SUPPORT_EMAIL}`} dir="ltr">
            {SUPPORT_EMAIL}
          </MuiLink>
        </DialogContentText>
      </DialogContent>
      <ModalOkActions onClose={onClose} />
    </ModalFrame>
  );
}
