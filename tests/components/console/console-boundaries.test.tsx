import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import NotFound from '@/app/console/[locale]/(staff)/not-found';
import Forbidden from '@/app/console/[locale]/forbidden';
import { renderServer } from '@/tests/setup/server-components';

const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => request.headers }));

beforeEach(() => {
  request.headers = new Headers();
});

// Issue 24: the console's 403 and 404 pages are in the language of the address asked for; Next
// renders them without the [locale] param, so they read the address the proxy passed on.
describe("the console's 403 and 404 pages", () => {
  it('says 403 in Arabic for an Arabic console address, with its language and direction', async () => {
    request.headers.set('x-console-path', '/ar/admin/staff?x=1');
    // The request locale next-intl would give is not what decides.
    await renderServer(await Forbidden(), 'en');
    const page = screen.getByTestId('forbidden');
    expect(page).toHaveAttribute('lang', 'ar');
    expect(page).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('لا يمكنك فتح هذه الصفحة');
    expect(screen.getByRole('link', { name: 'الذهاب إلى البوابة' })).toHaveAttribute('href', '/ar');
  });

  it('says 403 in English for an English address', async () => {
    request.headers.set('x-console-path', '/admin/audit');
    await renderServer(await Forbidden(), 'ar');
    expect(screen.getByTestId('forbidden')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'You cannot open this page',
    );
    expect(screen.getByRole('link', { name: 'Go to the portal' })).toHaveAttribute('href', '/');
  });

  it("falls back to next-intl's request locale without the proxy's address", async () => {
    // Rendered as an element, so the page reads its locale in the request's locale.
    await renderServer(<Forbidden />, 'ar');
    expect(screen.getByTestId('forbidden')).toHaveAttribute('lang', 'ar');
  });

  it('says 404 inside the shell in the address’s language', async () => {
    request.headers.set('x-console-path', '/ar/admin/members/99999');
    await renderServer(await NotFound(), 'en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('هذه الصفحة غير موجودة');
    expect(screen.getByRole('link', { name: 'الذهاب إلى لوحة المتابعة' })).toHaveAttribute(
      'href',
      '/ar/admin',
    );
  });
});
