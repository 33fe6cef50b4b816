'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

import { GlobalLoading } from './global-loading';
import { ModalProvider } from './modal-host';
import { SnackbarProvider } from './snackbar-provider';

// The shared feedback layer (part 1 §2.2): snackbar, modals and the global loading bar.
// Placed once in the locale layout, inside NextIntlClientProvider and the theme. The modals close
// when the page changes; the snackbar stays, so a message can follow the visitor to the next page.
export function FeedbackProviders({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return (
    <SnackbarProvider>
      <ModalProvider route={pathname}>
        <GlobalLoading />
        {children}
      </ModalProvider>
    </SnackbarProvider>
  );
}
