'use client';

import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslations } from 'next-intl';

import { Link, usePathname } from '@/lib/i18n/navigation';

export type AuthModalBodyProps = {
  /** Closes this modal (e.g. when the user follows a link). */
  onClose: () => void;
  /** Switches to the other auth modal (after MODAL_SWITCH_DELAY_MS). */
  onSwitch: () => void;
};

// Placeholder body for the login modal; the sign-in feature replaces it with the real form.
export function LoginModalBody({ onClose, onSwitch }: AuthModalBodyProps) {
  const t = useTranslations('Modals.login');
  const pathname = usePathname();
  const href = `/auth/login?redirect=${encodeURIComponent(pathname)}`;
  return (
    <>
      <DialogContent>
        <DialogContentText>{t('text')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button variant="text" onClick={onSwitch}>
          {t('switch')}
        </Button>
        <Button variant="contained" component={Link} href={href} onClick={onClose}>
          {t('action')}
        </Button>
      </DialogActions>
    </>
  );
}
