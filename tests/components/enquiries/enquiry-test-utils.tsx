import { fireEvent, screen, within } from '@testing-library/react';
import type { AxiosResponse } from 'axios';
import type { ReactElement } from 'react';
import { expect, vi } from 'vitest';

import { http } from '@/lib/http/client';
import type { Locale } from '@/lib/i18n/routing';
import type { User } from '@/lib/session/user';
import { renderWithApp } from '@/tests/setup/render-app';

import { answer, apiError, eventually, member } from '../auth/auth-test-utils';

export { answer, apiError, eventually, member };

// The lookups as the API answers them (features/lookups/schemas.ts).
const LOOKUP_ANSWERS: Record<string, unknown[]> = {
  '/countries': [
    { id: 110, name_eng: 'Jordan', name_ara: 'الأردن', code_3: 'JOR' },
    { id: 65, name_eng: 'Germany', name_ara: 'ألمانيا', code_3: 'DEU' },
    { id: 112, name_eng: 'Kenya', name_ara: 'كينيا', code_3: 'KEN' },
  ],
  '/industries': [
    {
      iid: 3,
      name_eng: 'Food and beverages',
      name_ara: 'الأغذية والمشروبات',
      image: '',
      kind: 'products',
    },
    {
      iid: 7,
      name_eng: 'Pharmaceuticals',
      name_ara: 'الصناعات الدوائية',
      image: '',
      kind: 'products',
    },
  ],
  '/type_of_client': [
    { id: 1, name_eng: 'Importer', name_ara: 'مستورد' },
    { id: 2, name_eng: 'Distributor', name_ara: 'موزع' },
  ],
};

/** GET answers: /user (the member, or 401 for a visitor) and the lookups. */
export function mockHttp({ user }: { user: User | null }) {
  const get = vi.spyOn(http, 'get').mockImplementation((async (url: string) => {
    if (url === '/user') {
      if (!user) throw apiError(401, { message: 'Unauthenticated.' });
      return answer(user);
    }
    const rows = LOOKUP_ANSWERS[url];
    if (rows) return answer(rows);
    throw new Error(`unexpected GET ${url}`);
  }) as typeof http.get);
  const post = vi.spyOn(http, 'post');
  return { get, post };
}

export function postAnswer(data: unknown): AxiosResponse {
  return answer(data);
}

/** The form with what the page gives it: React Query, snackbar and the modals. */
export const renderEnquiryForm = (ui: ReactElement, locale: Locale = 'en') =>
  renderWithApp(ui, { locale, modals: true });

export const textbox = (name: RegExp) => screen.getByRole('textbox', { name });

/** Picks an option of a lookup select by the option's text, once its list has arrived. */
export async function choose(label: RegExp, option: string) {
  const select = screen.getByRole<HTMLSelectElement>('combobox', { name: label });
  const entry = await within(select).findByRole<HTMLOptionElement>(
    'option',
    { name: option },
    { timeout: 5000 },
  );
  fireEvent.change(select, { target: { value: entry.value } });
  expect(select).toHaveDisplayValue(option);
}
