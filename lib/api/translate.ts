import 'server-only';
import { createTranslator } from 'next-intl';

import type { Locale } from '@/lib/i18n/routing';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

/** The API answers in Arabic when the request's first language is Arabic, else in English. */
export function localeOfRequest(acceptLanguage: string | null | undefined): Locale {
  return acceptLanguage?.trim().toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

// Built once per language: a translator keeps its own formatter caches, so one per message would
// throw them away on every answer.
const API_TRANSLATORS = {
  en: createTranslator({ locale: 'en', messages: en, namespace: 'Api' }),
  ar: createTranslator({ locale: 'ar', messages: ar, namespace: 'Api' }),
};
const FULL_TRANSLATORS = {
  en: createTranslator({ locale: 'en', messages: en }),
  ar: createTranslator({ locale: 'ar', messages: ar }),
};

export function apiTranslator(locale: Locale) {
  return API_TRANSLATORS[locale];
}

/** Every message of the catalogue, for texts keyed across namespaces (e-mails, validation). */
export function fullTranslator(locale: Locale) {
  return FULL_TRANSLATORS[locale];
}

// Schemas shared with the forms carry message keys ("rules.required"); the API sends the text.
export function translateKey(locale: Locale, message: string): string {
  const t = fullTranslator(locale);
  return /^[A-Za-z]+(\.[A-Za-z0-9_]+)+$/.test(message) && t.has(message as never)
    ? t(message as never)
    : message;
}
