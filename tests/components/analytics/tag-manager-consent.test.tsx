import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import {
  ConsentSettingsButton,
  TagManagerConsent,
} from '@/components/analytics/tag-manager-consent';
import { CONSENT_STORAGE_KEY, consentRecord } from '@/lib/analytics/tag-manager';
import en from '@/messages/en.json';

import { renderWithProviders } from '../../setup/render';

// Issue 36 (part 1 §9): with GTM_ID set, Tag Manager loads only after the visitor accepts.

const ID = 'GTM-AB12CD3';
const texts = { ...en.Consent, text: en.Consent.text.replace('{tool}', 'Google Tag Manager') };
const tagScripts = () =>
  document.querySelectorAll(`script[src^="https://www.googletagmanager.com/gtm.js"]`);

function setup() {
  return renderWithProviders(
    <>
      <TagManagerConsent containerId={ID} texts={texts} />
      <footer>
        <ConsentSettingsButton label={texts.settings} />
      </footer>
    </>,
  );
}

afterEach(() => {
  window.localStorage.clear();
  tagScripts().forEach((script) => script.remove());
  delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
});

describe('TagManagerConsent', () => {
  it('asks first and loads nothing until the visitor accepts', async () => {
    setup();
    const banner = await screen.findByRole('region', { name: texts.title });
    expect(banner).toHaveTextContent('Google Tag Manager');
    expect(tagScripts()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: texts.accept }));
    expect(screen.queryByRole('region', { name: texts.title })).not.toBeInTheDocument();
    await waitFor(() => expect(tagScripts()).toHaveLength(1));
    expect(tagScripts()[0]).toHaveAttribute(
      'src',
      `https://www.googletagmanager.com/gtm.js?id=${ID}`,
    );
    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({
      choice: 'granted',
    });
  });

  it('keeps a refusal: nothing loads, and the next page does not ask again', async () => {
    const { unmount } = setup();
    fireEvent.click(await screen.findByRole('button', { name: texts.reject }));
    expect(screen.queryByRole('region', { name: texts.title })).not.toBeInTheDocument();
    unmount();
    setup();
    await act(async () => {});
    expect(screen.queryByRole('region', { name: texts.title })).not.toBeInTheDocument();
    expect(tagScripts()).toHaveLength(0);
  });

  it('loads at once on a page after consent, without asking', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, consentRecord('granted', Date.now()));
    setup();
    await waitFor(() => expect(tagScripts()).toHaveLength(1));
    expect(screen.queryByRole('region', { name: texts.title })).not.toBeInTheDocument();
  });

  it('asks again from the footer, with focus, and gives focus back after the choice', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, consentRecord('denied', Date.now()));
    setup();
    const settings = screen.getByRole('button', { name: texts.settings });
    settings.focus();
    fireEvent.click(settings);
    const heading = await screen.findByRole('heading', { name: texts.title });
    await waitFor(() => expect(heading).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: texts.accept }));
    expect(settings).toHaveFocus();
    await waitFor(() => expect(tagScripts()).toHaveLength(1));
  });
});
