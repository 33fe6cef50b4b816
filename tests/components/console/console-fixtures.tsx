import { waitFor } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import type { ReactElement } from 'react';

import { ChangeStatus, ConsoleChanges } from '@/components/console/console-changes';
import type { Locale } from '@/lib/i18n/routing';
import { renderWithProviders } from '@/tests/setup/render';

/** An answer as axios resolves it. */
export function answer<T>(data: T, status = 200): AxiosResponse<T> {
  return {
    data,
    status,
    statusText: String(status),
    headers: {},
    config: { headers: new AxiosHeaders() },
  };
}

/** A failed call as axios rejects it, with the API's error body. */
export function apiError(status: number, data: unknown = {}): AxiosError {
  const response = answer(data, status);
  return new AxiosError('failed', String(status), response.config, undefined, response);
}

export const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 5000 });

/**
 * A console control as its page renders it: under the page's changes (the shared question, the
 * announcement). The test file mocks next/navigation's useRouter (`refresh`).
 */
export function renderConsole(ui: ReactElement, locale: Locale = 'en') {
  return renderWithProviders(
    <ConsoleChanges failed="The change failed.">
      <ChangeStatus />
      {ui}
    </ConsoleChanges>,
    { locale },
  );
}
