import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import type { Sponsor } from './schemas';

/** An http(s) address from the content store, or null: no javascript: or data: link is rendered. */
export function safeWebUrl(value: string): string | null {
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    return new URL(trimmed).href;
  } catch {
    return null;
  }
}

/** A stored file: an http(s) address or a path on this site (never protocol-relative). */
export function safeFileHref(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  if (/^https?:\/\//i.test(trimmed)) return safeWebUrl(trimmed);
  if (trimmed.startsWith('//') || /^[a-z][a-z\d+.-]*:/i.test(trimmed)) return null;
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** The sponsor's website and tariff file in the visitor's language, English as the fallback. */
export function sponsorLinks(sponsor: Sponsor, locale: Locale) {
  const file = (locale === 'ar' && sponsor.TARIFF_FILE_ARA) || sponsor.TARIFF_FILE;
  return {
    website: safeWebUrl(pick(sponsor, 'link', locale)),
    file: safeFileHref(file),
  };
}
