'use client';

import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslations } from 'next-intl';

import { QueryIsland } from '@/components/providers/query-island';

import { LoginForm } from '../login-form';

export type AuthModalBodyProps = {
  /** Closes this modal (e.g. when the user follows a link). */
  onClose: () => void;
  /** Switches to the other auth modal (after MODAL_SWITCH_DELAY_MS). */
  onSwitch: () => void;
};

// part 1 §2.8: the login modal; a successful login closes it and leaves the visitor on the page.
export function LoginModalBody({ onClose, onSwitch }: AuthModalBodyProps) {
  const t = useTranslations('Modals.login');
  return (
    <DialogContent sx={{ pt: 1 }}>
      <DialogContentText sx={{ mb: 2.5 }}>{t('text')}</DialogContentText>
      {/* The dialogs bring MUI (auth-modals.tsx); the form's calls need React Query too. */}
      <QueryIsland>
        <LoginForm variant="modal" onDone={onClose} onSwitch={onSwitch} />
      </QueryIsland>
    </DialogContent>
  );
}
