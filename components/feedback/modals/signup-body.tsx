'use client';

import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslations } from 'next-intl';

import { Link } from '@/lib/i18n/navigation';

import type { AuthModalBodyProps } from './login-body';

// Placeholder body for the sign-up modal; the registration feature replaces it with the real form.
export function SignupModalBody({ onClose, onSwitch }: AuthModalBodyProps) {
  const t = useTranslations('Modals.signup');
  return (
    <>
      <DialogContent>
        <DialogContentText>{t('text')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button variant="text" onClick={onSwitch}>
          {t('switch')}
        </Button>
        <Button variant="contained" component={Link} href="/auth/register" onClick={onClose}>
          {t('action')}
        </Button>
      </DialogActions>
    </>
  );
}
