'use client';

import { useTranslations } from 'next-intl';

import { ModalFrame } from '@/components/feedback/modals/modal-frame';

import { LoginModalBody, type AuthModalBodyProps } from './login-body';
import { SignupModalBody } from './signup-body';

export type AuthModalProps = AuthModalBodyProps & { open: boolean };

export function LoginModal({ open, onClose, onSwitch }: AuthModalProps) {
  const t = useTranslations('Modals.login');
  return (
    <ModalFrame open={open} onClose={onClose} title={t('title')}>
      <LoginModalBody onClose={onClose} onSwitch={onSwitch} />
    </ModalFrame>
  );
}

export function SignupModal({ open, onClose, onSwitch }: AuthModalProps) {
  const t = useTranslations('Modals.signup');
  return (
    <ModalFrame open={open} onClose={onClose} title={t('title')}>
      <SignupModalBody onClose={onClose} onSwitch={onSwitch} />
    </ModalFrame>
  );
}
