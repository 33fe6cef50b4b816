// Google Tag Manager (part 1 §9: "a tag-manager script is loaded"), off unless GTM_ID is set, and
// then loaded only once the visitor accepts analytics cookies (issue 36, docs/decisions/security.md).

/** A container's id as Tag Manager shows it: GTM- and letters or digits. */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

export const tagManagerScriptUrl = (containerId: string) =>
  `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;

/**
 * What the Content-Security-Policy adds for Tag Manager and the Google Analytics 4 tag it most
 * often carries (Google's "Use a Content Security Policy" guide); a tag of another vendor added
 * to the container needs its hosts here too.
 */
export const TAG_MANAGER_SOURCES = {
  'script-src': ['https://*.googletagmanager.com'],
  'img-src': ['https://*.googletagmanager.com', 'https://*.google-analytics.com'],
  'connect-src': [
    'https://*.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
} as const;

export type Consent = 'granted' | 'denied';
export const CONSENT_STORAGE_KEY = 'analytics-consent';
/** A choice is asked again after a year, as the locale cookie lasts. */
export const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/** The visitor's choice as stored (`{ choice, at }`), or null when none holds any more. */
export function parseConsent(stored: string | null, now: number): Consent | null {
  if (!stored) return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return null;
    const { choice, at } = value as { choice?: unknown; at?: unknown };
    if (choice !== 'granted' && choice !== 'denied') return null;
    if (typeof at !== 'number' || now - at > CONSENT_MAX_AGE_MS || at > now) return null;
    return choice;
  } catch {
    return null;
  }
}

export const consentRecord = (choice: Consent, now: number) => JSON.stringify({ choice, at: now });

type TagWindow = Window & { dataLayer?: unknown[] };

/** Starts the container once per page, as Tag Manager's own snippet does. */
export function loadTagManager(containerId: string, win: TagWindow = window) {
  const doc = win.document;
  if (doc.querySelector(`script[data-tag-manager="${containerId}"]`)) return;
  win.dataLayer = win.dataLayer ?? [];
  win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = tagManagerScriptUrl(containerId);
  script.dataset.tagManager = containerId;
  doc.head.append(script);
}
