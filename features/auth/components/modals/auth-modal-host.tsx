'use client';

import { useState } from 'react';

import { useModals } from '@/components/feedback/modal-host';
import { lazyComponent } from '@/components/ui/lazy-component';

/** The login and sign-up dialogs' code (forms, validation, MUI), fetched on first open. */
export const authModals = lazyComponent(() =>
  import('./auth-modals').then((module) => module.AuthModals),
);

// part 1 §2.2 and §2.8: the login and sign-up modals, opened through the shared modal host
// (useModals().open('login')) from any page; the locale layout mounts them once.
export function AuthModalHost() {
  const { isOpen, close, switchTo } = useModals();
  const [login, signup] = [isOpen('login'), isOpen('signup')];
  return <AuthModalsOnceOpened login={login} signup={signup} onClose={close} onSwitch={switchTo} />;
}

type Props = {
  login: boolean;
  signup: boolean;
  onClose: (kind: 'login' | 'signup') => void;
  onSwitch: (from: 'login' | 'signup', to: 'login' | 'signup') => void;
};

// Mounted from the first opening on, so closing keeps the exit transition.
function AuthModalsOnceOpened(props: Props) {
  const opened = useOnceTrue(props.login || props.signup);
  return opened ? <authModals.Component {...props} /> : null;
}

function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
