import type { ReactElement } from 'react';

import type { UserEnquiry } from '@/features/enquiries/schemas';
import type { Locale } from '@/lib/i18n/routing';
import type { User } from '@/lib/session/user';
import { renderWithApp } from '@/tests/setup/render-app';

import { member } from '../auth/auth-test-utils';

export { answer, apiError as failure } from '../auth/auth-test-utils';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    ...member,
    name: 'Lina',
    email: 'lina@example.jo',
    phone: null,
    email_verified_at: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

export function makeEnquiry(id: number, status: number): UserEnquiry {
  return {
    id,
    enq_type: 1,
    type_name: 'General enquiry',
    type_name_ara: 'استفسار عام',
    type: { title: 'General enquiry' },
    date: '2026-01-02 10:00:00',
    updated_at: '2026-01-03 10:00:00',
    status: { iid: status },
    status_name: 'New',
    status_name_ara: 'جديد',
    enq_status: status,
  };
}

/** The account components with what the locale layout gives them: queries, snackbar, modals. */
export const renderAccount = (ui: ReactElement, locale: Locale = 'en') =>
  // As the app's QueryProvider, without retries.
  renderWithApp(ui, { locale, modals: true, queries: { staleTime: 60_000 } });
