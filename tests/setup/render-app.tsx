import { QueryClient, QueryClientProvider, type QueryObserverOptions } from '@tanstack/react-query';
import type { ReactElement } from 'react';

import { ModalProvider } from '@/components/feedback/modal-host';
import { SnackbarProvider } from '@/components/feedback/snackbar-provider';
import { AuthModalHost } from '@/features/auth/components/modals/auth-modal-host';
import type { Locale } from '@/lib/i18n/routing';
import { resetCurrentUser } from '@/lib/session/current-user';

import { renderWithProviders } from './render';
import './preload-dialogs';

// Apart from render.tsx: the modal host imports next-intl's navigation, which needs Next's router
// (or a vi.mock of @/lib/i18n/navigation) in the test that imports it.

type AppOptions = {
  locale?: Locale;
  /** Mounts the modal host (login, sign-up, required fields, success…) around `ui`. */
  modals?: boolean;
  /** Query defaults beyond "no retries". */
  queries?: Pick<QueryObserverOptions, 'staleTime'>;
};

/** With what the locale layout adds too: React Query without retries, the snackbar, the modals. */
export function renderWithApp(
  ui: ReactElement,
  { locale = 'en', modals, queries }: AppOptions = {},
) {
  // A new page: the user is asked again, as a new query cache did.
  resetCurrentUser();
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, ...queries }, mutations: { retry: false } },
  });
  const view = renderWithProviders(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        {modals ? (
          <ModalProvider>
            <AuthModalHost />
            {ui}
          </ModalProvider>
        ) : (
          ui
        )}
      </SnackbarProvider>
    </QueryClientProvider>,
    { locale },
  );
  return { ...view, client };
}
