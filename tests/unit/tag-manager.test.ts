// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

import {
  CONSENT_MAX_AGE_MS,
  consentRecord,
  loadTagManager,
  parseConsent,
  tagManagerScriptUrl,
} from '@/lib/analytics/tag-manager';
import { ConfigError, parseConfig } from '@/lib/config';

// Issue 36 (part 1 §9): an optional Tag Manager, loaded only after the visitor's consent.

describe('GTM_ID', () => {
  it('is off unless set, and must be a container id', () => {
    expect(parseConfig({}).GTM_ID).toBeUndefined();
    expect(parseConfig({ GTM_ID: '' }).GTM_ID).toBeUndefined();
    expect(parseConfig({ GTM_ID: 'GTM-AB12CD3' }).GTM_ID).toBe('GTM-AB12CD3');
    expect(() => parseConfig({ GTM_ID: 'UA-12345-1' })).toThrow(ConfigError);
    expect(() => parseConfig({ GTM_ID: 'GTM-AB12"><script>' })).toThrow(/GTM_ID/);
  });
});

describe('the stored choice', () => {
  const now = Date.UTC(2026, 4, 1);

  it('reads back what was kept', () => {
    expect(parseConsent(consentRecord('granted', now), now)).toBe('granted');
    expect(parseConsent(consentRecord('denied', now - 1000), now)).toBe('denied');
  });

  it('is asked again after a year, and anything else counts as no choice', () => {
    expect(parseConsent(consentRecord('granted', now - CONSENT_MAX_AGE_MS - 1), now)).toBeNull();
    expect(parseConsent(consentRecord('granted', now + 60_000), now)).toBeNull();
    for (const stored of [
      null,
      '',
      'granted',
      '{"choice":"yes","at":1}',
      '{"choice":"granted"}',
      '[',
    ]) {
      expect(parseConsent(stored, now), String(stored)).toBeNull();
    }
  });
});

describe('loadTagManager', () => {
  type TagWindow = Window & { dataLayer?: unknown[] };
  afterEach(() => {
    document.head.querySelectorAll('script').forEach((script) => script.remove());
    delete (window as TagWindow).dataLayer;
  });

  it('starts the container once, as its snippet does', () => {
    loadTagManager('GTM-AB12CD3');
    loadTagManager('GTM-AB12CD3');
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3');
    expect(scripts[0]!.async).toBe(true);
    expect((window as TagWindow).dataLayer).toEqual([
      expect.objectContaining({ event: 'gtm.js', 'gtm.start': expect.any(Number) }),
    ]);
    expect(tagManagerScriptUrl('GTM-AB 1')).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-AB%201',
    );
  });
});
