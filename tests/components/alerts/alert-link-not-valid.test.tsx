import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AlertLinkNotValid } from '@/features/alerts/components/alert-link-not-valid';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { renderWithProviders } from '@/tests/setup/render';

// Issue 48: a manage or unsubscribe link whose token names no subscription says the link is not
// valid, in the page's language; it never says "unsubscribed".

describe('AlertLinkNotValid', () => {
  it.each([
    ['en', en, /not valid/],
    ['ar', ar, /غير صالح/],
  ] as const)('says the link is not valid in %s', (locale, messages, notValid) => {
    renderWithProviders(<AlertLinkNotValid />, { locale });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(messages.Alerts.manage.notFound);
    expect(alert.textContent).toMatch(notValid);
    expect(document.body.textContent).not.toContain(messages.Alerts.unsubscribed.title);
    expect(screen.getByRole('link', { name: messages.Alerts.confirm.subscribeAgain })).toBeTruthy();
  });
});
