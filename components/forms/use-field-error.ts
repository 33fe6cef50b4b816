'use client';

import { useTranslations } from 'next-intl';
import type { ControllerFieldState } from 'react-hook-form';

/** The field's error in the page's language: schemas give catalogue keys such as `rules.required`. */
export function useFieldError(fieldState: ControllerFieldState): string | undefined {
  const translate = useTranslations();
  const key = fieldState.error?.message;
  if (!key) return undefined;
  return translate.has(key) ? translate(key) : key;
}
