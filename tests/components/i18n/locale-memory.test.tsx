import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { LocaleMemory } from '@/components/i18n/locale-memory';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { LOCALE_STORAGE_KEY, NEGOTIATED_COOKIE } from '@/lib/i18n/locale-memory';

import { renderWithProviders } from '../../setup/render';

// part 3 "Locale handling" (issue 36): the chosen locale is kept in local storage as well.

const cookies = () => document.cookie;
const clearCookie = (name: string) => (document.cookie = `${name}=; path=/; max-age=0`);

afterEach(() => {
  window.localStorage.clear();
  clearCookie('NEXT_LOCALE');
  clearCookie(NEGOTIATED_COOKIE);
});

describe('LocaleMemory', () => {
  it('keeps the language of the page in local storage', () => {
    renderWithProviders(<LocaleMemory />, { locale: 'ar' });
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('ar');
  });

  it('restores the stored choice at a home page the proxy negotiated', () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'ar');
    document.cookie = `${NEGOTIATED_COOKIE}=1; path=/`;
    // jsdom's page is at "/": the English home page, chosen by negotiation.
    renderWithProviders(<LocaleMemory />, { locale: 'en' });
    expect(cookies()).toContain('NEXT_LOCALE=ar');
    expect(cookies()).not.toContain(NEGOTIATED_COOKIE);
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('ar');
  });

  it('follows the page when the cookie decided (no mark)', () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'ar');
    renderWithProviders(<LocaleMemory />, { locale: 'en' });
    expect(cookies()).not.toContain('NEXT_LOCALE=ar');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
  });
});

describe('the language switch', () => {
  it('keeps the chosen language in local storage when clicked', () => {
    renderWithProviders(<LanguageSwitch />, { locale: 'en' });
    fireEvent.click(screen.getByTestId('language-switch'));
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('ar');
  });
});
