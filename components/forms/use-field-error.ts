'use client';

import { useTranslations } from 'next-intl';
import type { ControllerFieldState } from 'react-hook-form';

/**
 * A schema message in the page's language: schemas give catalogue keys such as `rules.required`;
 * a text that is not a key (a server's own message) is shown as it is.
 */
export function useErrorText(): (key: string | undefined) => string | undefined {
  const translate = useTranslations();
  return (key) => (key ? (translate.has(key) ? translate(key) : key) : undefined);
}

/** The field's error in the page's language. */
export function useFieldError(fieldState: ControllerFieldState): string | undefined {
  return useErrorText()(fieldState.error?.message);
}
