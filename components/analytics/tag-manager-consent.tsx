'use client';

import { useEffect, useRef, useState } from 'react';

import { lazyComponent } from '@/components/ui/lazy-component';
import { loadTagManager, type Consent } from '@/lib/analytics/tag-manager';

import { keepConsent, useConsent } from './consent-store';
import type { ConsentTexts } from './consent-texts';

/** Dispatched on `window` by the footer's "Cookie settings" button. */
export const CONSENT_SETTINGS_EVENT = 'portal:consent-settings';

// The banner's code is fetched only when there is a question to ask.
const consentBanner = lazyComponent(
  () => import('./consent-banner').then((module) => module.ConsentBanner),
  { formMessages: false },
);

type Props = { containerId: string; texts: ConsentTexts };

/**
 * Rendered only when GTM_ID is set. Public pages are the same for every visitor, so the choice is
 * read here, in the browser: Tag Manager loads once the visitor has accepted, never before; with
 * no choice kept the banner asks.
 */
export function TagManagerConsent({ containerId, texts }: Props) {
  const consent = useConsent();
  const [settings, setSettings] = useState(false);
  const started = useRef(false);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (consent !== 'granted') return;
    loadTagManager(containerId);
    started.current = true;
  }, [consent, containerId]);

  useEffect(() => {
    const reopen = () => {
      const focused = document.activeElement;
      opener.current = focused instanceof HTMLElement ? focused : null;
      setSettings(true);
    };
    window.addEventListener(CONSENT_SETTINGS_EVENT, reopen);
    return () => window.removeEventListener(CONSENT_SETTINGS_EVENT, reopen);
  }, []);

  const choose = (choice: Consent) => {
    keepConsent(choice);
    setSettings(false);
    opener.current?.focus();
    opener.current = null;
    // Tag Manager cannot be taken out of a page that runs it: the page starts again without.
    if (choice === 'denied' && started.current) window.location.reload();
  };

  if (consent !== 'none' && !settings) return null;
  return <consentBanner.Component texts={texts} focusOnOpen={settings} onChoose={choose} />;
}

/** The footer's way back to the choice (only when GTM_ID is set). */
export function ConsentSettingsButton({ label }: { label: string }) {
  return (
    <button type="button" onClick={() => window.dispatchEvent(new Event(CONSENT_SETTINGS_EVENT))}>
      {label}
    </button>
  );
}
