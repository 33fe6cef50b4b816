'use client';

import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useTranslations } from 'next-intl';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

// part 1 §2.2
export const SNACKBAR_DURATION_MS = 5000;

export type SnackbarSeverity = 'success' | 'error';

export type SnackbarOptions = { severity?: SnackbarSeverity; durationMs?: number };

export type SnackbarApi = {
  show: (message: string, options?: SnackbarOptions) => void;
};

type SnackbarMessage = {
  id: number;
  message: string;
  severity: SnackbarSeverity;
  durationMs: number;
};

const SnackbarContext = createContext<SnackbarApi | null>(null);

// part 1 §2.2: red when the message contains the word Error, otherwise green.
export function severityOf(message: string): SnackbarSeverity {
  return /\berror/i.test(message) ? 'error' : 'success';
}

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const t = useTranslations('Snackbar');
  const [current, setCurrent] = useState<SnackbarMessage | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback((message: string, options?: SnackbarOptions) => {
    setCurrent((previous) => ({
      // A new id remounts the Snackbar so the auto-hide timer restarts for every message.
      id: (previous?.id ?? 0) + 1,
      message,
      severity: options?.severity ?? severityOf(message),
      durationMs: options?.durationMs ?? SNACKBAR_DURATION_MS,
    }));
    setOpen(true);
  }, []);

  const handleClose = useCallback((_event: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page must not dismiss the message before it has been read.
    if (reason === 'clickaway') return;
    setOpen(false);
  }, []);

  const api = useMemo<SnackbarApi>(() => ({ show }), [show]);

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      {current && (
        <Snackbar
          key={current.id}
          open={open}
          autoHideDuration={current.durationMs}
          onClose={handleClose}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        >
          <Alert
            role="alert"
            variant="filled"
            severity={current.severity}
            onClose={handleClose}
            closeText={t('close')}
            sx={{ width: '100%', maxWidth: 560 }}
          >
            {current.message}
          </Alert>
        </Snackbar>
      )}
    </SnackbarContext.Provider>
  );
}

export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar must be used inside <SnackbarProvider>');
  return api;
}
