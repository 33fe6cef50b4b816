'use client';

import { useTranslations } from 'next-intl';

import { ModalFrame } from '@/components/feedback/modals/modal-frame';
import { MuiIsland } from '@/components/providers/mui-island';

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

type Kind = 'login' | 'signup';
type Props = {
  login: boolean;
  signup: boolean;
  onClose: (kind: Kind) => void;
  onSwitch: (from: Kind, to: Kind) => void;
};

/** Both dialogs, loaded together the first time either opens. */
export function AuthModals({ login, signup, onClose, onSwitch }: Props) {
  return (
    <MuiIsland>
      <LoginModal
        open={login}
        onClose={() => onClose('login')}
        onSwitch={() => onSwitch('login', 'signup')}
      />
      <SignupModal
        open={signup}
        onClose={() => onClose('signup')}
        onSwitch={() => onSwitch('signup', 'login')}
      />
    </MuiIsland>
  );
}
