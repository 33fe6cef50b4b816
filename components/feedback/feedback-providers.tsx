'use client';

import type { ReactNode } from 'react';

import { GlobalLoading } from './global-loading';
import { ModalProvider } from './modal-host';
import { SnackbarProvider } from './snackbar-provider';

// The shared feedback layer (part 1 §2.2): snackbar, modals and the global loading bar.
// Placed once in the locale layout, inside NextIntlClientProvider and the theme.
export function FeedbackProviders({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider>
      <ModalProvider>
        <GlobalLoading />
        {children}
      </ModalProvider>
    </SnackbarProvider>
  );
}
