import { waitFor } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import type { ReactElement } from 'react';

import type { Locale } from '@/lib/i18n/routing';
import type { User } from '@/lib/session/user';
import { renderWithApp } from '@/tests/setup/render-app';

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
  return new AxiosError(String(status), 'ERR_BAD_REQUEST', undefined, undefined, response);
}

export const member: User = {
  id: 7,
  name: 'Rana',
  last_name: 'Haddad',
  email: 'rana@example.jo',
  phone: '0790000000',
  email_verified_at: null,
  avatar: null,
  avatar_img: null,
  company_id: null,
  is_vip: false,
  subscribe: 0,
  international_buyers_access: 0,
  role: 'user',
  version: 1,
};

export const renderAuth = (ui: ReactElement, locale: Locale = 'en') =>
  renderWithApp(ui, { locale });

// The forms validate asynchronously; a busy machine needs more than waitFor's default second.
export const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 5000 });
