'use client';

import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslations } from 'next-intl';

import { QueryIsland } from '@/components/providers/query-island';

import { RegisterForm } from '../register-form';

import type { AuthModalBodyProps } from './login-body';

// part 1 §2.8 and §4: the sign-up modal; success shows its message and closes after 3 s.
export function SignupModalBody({ onClose, onSwitch }: AuthModalBodyProps) {
  const t = useTranslations('Modals.signup');
  return (
    <DialogContent sx={{ pt: 1 }}>
      <DialogContentText sx={{ mb: 2.5 }}>{t('text')}</DialogContentText>
      {/* The dialogs bring MUI (auth-modals.tsx); the form's calls need React Query too. */}
      <QueryIsland>
        <RegisterForm variant="modal" onDone={onClose} onSwitch={onSwitch} />
      </QueryIsland>
    </DialogContent>
  );
}
