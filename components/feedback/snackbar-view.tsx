'use client';

import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useTranslations } from 'next-intl';

import { MuiIsland } from '@/components/providers/mui-island';

import type { SnackbarMessage } from './snackbar-provider';
import styles from './snackbar-view.module.css';

type Props = { message: SnackbarMessage; open: boolean; onClose: () => void };

// The snackbar itself (MUI), fetched with its code the first time a message shows.
export function SnackbarView({ message, open, onClose }: Props) {
  const t = useTranslations('Snackbar');
  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page must not dismiss the message before it has been read.
    if (reason === 'clickaway') return;
    onClose();
  };
  return (
    <MuiIsland>
      <Snackbar
        key={message.id}
        open={open}
        autoHideDuration={message.durationMs}
        onClose={handleClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          role="alert"
          variant="filled"
          severity={message.severity}
          onClose={handleClose}
          closeText={t('close')}
          sx={{ width: '100%', maxWidth: 560 }}
        >
          {message.message}
          {message.link && (
            <>
              {' '}
              <a className={styles.link} href={message.link.href}>
                {message.link.label}
              </a>
            </>
          )}
        </Alert>
      </Snackbar>
    </MuiIsland>
  );
}
