'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';

import { useConsoleSave } from '@/components/console/use-console-save';

export type FieldErrors = Record<string, string>;

/**
 * A console form's errors and its save: the schema's issues in the page's language before
 * sending, the API's field errors (already translated) after; a field's first error by its
 * top-level name. A refusal naming no field of the form, or a stale version (409), is the form's
 * failure (useConsoleSave).
 */
export function useFormErrors(fields: readonly string[], fallback: string) {
  const all = useTranslations();
  const [errors, setErrors] = useState<FieldErrors>({});
  const text = (key: string) => (all.has(key as never) ? all(key as never) : key);
  const save = useConsoleSave(fallback, (byField) => {
    const found: FieldErrors = {};
    for (const [field, messages] of Object.entries(byField)) {
      const name = field.split('.')[0]!;
      if (messages[0] && fields.includes(name)) found[name] ??= messages[0];
    }
    setErrors(found);
    return Object.keys(found).length > 0;
  });

  /** The values as the schema reads them, or null with the errors shown. */
  const check = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> | null => {
    save.clearFailure();
    const result = schema.safeParse(value);
    const found: FieldErrors = {};
    for (const issue of result.error?.issues ?? []) {
      found[String(issue.path[0] ?? '_')] ??= text(issue.message);
    }
    setErrors(found);
    return result.success ? result.data : null;
  };

  /** The form's submit: the values checked with the schema, then sent (and what follows). */
  const submit =
    <S extends z.ZodType>(schema: S, value: unknown, send: (input: z.output<S>) => Promise<void>) =>
    async (event: FormEvent) => {
      event.preventDefault();
      const input = check(schema, value);
      if (input !== null) await save.run(() => send(input));
    };

  return { errors, failure: save.failure, busy: save.busy, submit };
}
