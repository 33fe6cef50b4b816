'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';

type Translate = ((key: string) => string) & { has: (key: string) => boolean };

/**
 * Maps a form field to its label in `EnquiryForm.fields.*`; `aliases` name a different label key
 * (`{ phone: 'city_phone' }`). An unknown field falls back to its own name.
 */
export function makeLabelOf(t: Translate, aliases: Readonly<Record<string, string>> = {}) {
  return (field: string): string => {
    const key = `fields.${aliases[field] ?? field}`;
    return t.has(key) ? t(key) : field;
  };
}

/** `makeLabelOf` with the page's translations; pass a stable (module-level) `aliases` object. */
export function useLabelOf(aliases?: Readonly<Record<string, string>>) {
  const t = useTranslations('EnquiryForm');
  return useMemo(() => makeLabelOf(t, aliases), [t, aliases]);
}
