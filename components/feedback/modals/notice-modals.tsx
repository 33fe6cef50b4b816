'use client';

import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Construction from '@mui/icons-material/Construction';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import MuiLink from '@mui/material/Link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

import { SUPPORT_EMAIL } from '@/lib/constants';

import type { ErrorModalProps, SuccessModalProps } from '../modal-context';

import { ModalFrame, ModalOkActions } from './modal-frame';

type Open = { open: boolean; onClose: () => void };

type NoticeProps = Open & {
  /** The messages' namespace holding the notice's `title` and `text`. */
  messages: string;
  icon: ReactNode;
  /** Said instead of the namespace's `text`. */
  text?: string;
  children?: ReactNode;
};

/** The portal's notices: an icon and a title, a text (and what follows it), and OK. */
function NoticeModal({ open, onClose, messages, icon, text, children }: NoticeProps) {
  const t = useTranslations(messages);
  return (
    <ModalFrame open={open} onClose={onClose} title={t('title')} icon={icon}>
      <DialogContent>
        <DialogContentText>{text ?? t('text')}</DialogContentText>
        {children}
      </DialogContent>
      <ModalOkActions onClose={onClose} />
    </ModalFrame>
  );
}

export function SuccessModal({ message, requestNumber, ...open }: Open & SuccessModalProps) {
  const t = useTranslations('Modals.success');
  const hasNumber = requestNumber !== undefined && requestNumber !== '';
  const icon = <CheckCircleOutlined color="success" aria-hidden />;
  return (
    <NoticeModal {...open} messages="Modals.success" icon={icon} text={message}>
      {hasNumber && (
        <DialogContentText sx={{ mt: 1, fontWeight: 600, color: 'text.primary' }}>
          {t('requestNumber', { number: String(requestNumber) })}
        </DialogContentText>
      )}
    </NoticeModal>
  );
}

export function ErrorModal({ message, ...open }: Open & ErrorModalProps) {
  // An empty message says the general text too.
  const icon = <ErrorOutlined color="error" aria-hidden />;
  return <NoticeModal {...open} messages="Modals.error" icon={icon} text={message || undefined} />;
}

// part 1 §2.2: an info modal with the text THIS PAGE IS UNDER CONSTRUCTION.
export function UnderConstructionModal(open: Open) {
  const icon = <Construction color="secondary" aria-hidden />;
  return <NoticeModal {...open} messages="Modals.underConstruction" icon={icon} />;
}

// part 1 (publications catalogue): the VIP-only notice, "Premium Access Required".
export function VipModal(open: Open) {
  const t = useTranslations('Modals.vip');
  return (
    <NoticeModal
      {...open}
      messages="Modals.vip"
      icon={<WorkspacePremium color="secondary" aria-hidden />}
    >
      <DialogContentText sx={{ mt: 1.5 }}>
        {t('contact')}{' '}
        <MuiLink href={`mailto:${SUPPORT_EMAIL}`} dir="ltr">
          {SUPPORT_EMAIL}
        </MuiLink>
      </DialogContentText>
    </NoticeModal>
  );
}
