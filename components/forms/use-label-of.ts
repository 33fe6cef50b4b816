'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';

type Translate = ((key: string) => string) & { has: (key: string) => boolean };

/**
 * Maps a form field to its label at `fields.<field>` of a message namespace; `aliases` name a
 * different label key (`{ phone: 'city_phone' }`). An unknown field falls back to its own name.
 * The required-fields modal and the "field: message" lines use the same words as the form.
 */
export function makeLabelOf(t: Translate, aliases: Readonly<Record<string, string>> = {}) {
  return (field: string): string => {
    const key = `fields.${aliases[field] ?? field}`;
    return t.has(key) ? t(key) : field;
  };
}

/** `makeLabelOf` over a namespace's translations; pass a stable (module-level) `aliases` object. */
export function useLabelOf(
  namespace: 'EnquiryForm' | 'Auth' = 'EnquiryForm',
  aliases?: Readonly<Record<string, string>>,
) {
  const t = useTranslations(namespace);
  return useMemo(() => makeLabelOf(t, aliases), [t, aliases]);
}
