'use client';

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

import { lazyComponent } from '@/components/ui/lazy-component';

// part 1 §2.2
export const SNACKBAR_DURATION_MS = 5000;

export type SnackbarSeverity = 'success' | 'error';

/** A link after the message (where the thing just done can be seen), in the page's language. */
export type SnackbarLink = { href: string; label: string };

export type SnackbarOptions = {
  severity?: SnackbarSeverity;
  durationMs?: number;
  link?: SnackbarLink;
};

export type SnackbarApi = {
  show: (message: string, options?: SnackbarOptions) => void;
};

export type SnackbarMessage = {
  id: number;
  message: string;
  severity: SnackbarSeverity;
  durationMs: number;
  link?: SnackbarLink;
};

const SnackbarContext = createContext<SnackbarApi | null>(null);

/** The snackbar's code (MUI), fetched when the first message shows (or ahead, by `preload`). */
export const snackbarView = lazyComponent(
  () => import('./snackbar-view').then((module) => module.SnackbarView),
  // Its one text is in the layout's Snackbar namespace.
  { formMessages: false },
);

// part 1 §2.2: red when the message contains the word Error, otherwise green.
export function severityOf(message: string): SnackbarSeverity {
  return /\berror/i.test(message) ? 'error' : 'success';
}

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<SnackbarMessage | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback((message: string, options?: SnackbarOptions) => {
    setCurrent((previous) => ({
      // A new id remounts the Snackbar so the auto-hide timer restarts for every message.
      id: (previous?.id ?? 0) + 1,
      message,
      severity: options?.severity ?? severityOf(message),
      durationMs: options?.durationMs ?? SNACKBAR_DURATION_MS,
      ...(options?.link ? { link: options.link } : {}),
    }));
    setOpen(true);
  }, []);

  const handleClose = useCallback(() => setOpen(false), []);

  const api = useMemo<SnackbarApi>(() => ({ show }), [show]);

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      {current && <snackbarView.Component message={current} open={open} onClose={handleClose} />}
    </SnackbarContext.Provider>
  );
}

export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar must be used inside <SnackbarProvider>');
  return api;
}
