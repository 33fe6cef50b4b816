'use client';

import { useModals } from '@/components/feedback/modal-host';

import { LoginModal, SignupModal } from './auth-modals';

// part 1 §2.2 and §2.8: the login and sign-up modals, opened through the shared modal host
// (useModals().open('login')) from any page; the locale layout mounts them once.
export function AuthModalHost() {
  const { isOpen, close, switchTo } = useModals();
  return (
    <>
      <LoginModal
        open={isOpen('login')}
        onClose={() => close('login')}
        onSwitch={() => switchTo('login', 'signup')}
      />
      <SignupModal
        open={isOpen('signup')}
        onClose={() => close('signup')}
        onSwitch={() => switchTo('signup', 'login')}
      />
    </>
  );
}
