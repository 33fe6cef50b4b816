import { beforeAll } from 'vitest';

import { feedbackModals } from '@/components/feedback/modal-host';
import { snackbarView } from '@/components/feedback/snackbar-provider';
import { preloadFormMessages } from '@/components/i18n/form-messages';
import { authModals } from '@/features/auth/components/modals/auth-modal-host';

// The dialogs and the snackbar load their code on first use in the browser; a test file that
// imports this fetches it once up front, so they open in the same render as they do from then on.
// Their texts come with them, in the page's language: the tests render both.
beforeAll(async () => {
  await Promise.all([
    feedbackModals.preload(),
    authModals.preload(),
    snackbarView.preload(),
    preloadFormMessages('en'),
    preloadFormMessages('ar'),
  ]);
}, 30_000);
