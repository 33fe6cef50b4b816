'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { z } from 'zod';

import { answerMessage, fieldErrorsOf } from '@/lib/http/error-text';

export type FieldErrors = Record<string, string>;

/**
 * A console form's errors: the schema's issues in the page's language before sending, the API's
 * field errors (already translated) after; a field's first error by its top-level name.
 */
export function useFormErrors(fallback: string) {
  const all = useTranslations();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const text = (key: string) => (all.has(key as never) ? all(key as never) : key);

  const check = <S extends z.ZodType>(schema: S, value: unknown): boolean => {
    setFailure(null);
    const result = schema.safeParse(value);
    const found: FieldErrors = {};
    for (const issue of result.error?.issues ?? []) {
      found[String(issue.path[0] ?? '_')] ??= text(issue.message);
    }
    setErrors(found);
    return result.success;
  };

  const fromAnswer = (error: unknown) => {
    const found: FieldErrors = {};
    for (const [field, messages] of Object.entries(fieldErrorsOf(error))) {
      if (messages[0]) found[field.split('.')[0]!] ??= messages[0];
    }
    setErrors(found);
    if (Object.keys(found).length === 0) setFailure(answerMessage(error) ?? fallback);
  };

  const reset = () => {
    setErrors({});
    setFailure(null);
  };

  return { errors, failure, check, fromAnswer, reset };
}
