'use client';

import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import { answerMessage, fieldErrorsOf, isStaleVersion } from '@/lib/http/error-text';

import type { SaveFailure } from './save-failure';

/**
 * Puts the API's field errors (already in the page's language) on the form's fields, those the
 * form has; true when it placed at least one.
 */
export type PlaceFieldErrors = (byField: Record<string, string[]>) => boolean;

/**
 * A console form's save (issue 24): busy while it runs; the API's field errors on their fields;
 * any other refusal's message is the form's failure. A stale version (409) keeps what was typed
 * and says so, with a reload the editor chooses.
 */
export function useConsoleSave(fallback: string, placeFieldErrors: PlaceFieldErrors) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);

  /** Sends the change (and what follows it); false when it was refused. */
  const run = async (request: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    setFailure(null);
    try {
      await request();
      return true;
    } catch (error) {
      const text = answerMessage(error) ?? fallback;
      if (isStaleVersion(error)) setFailure({ text, stale: true });
      else if (!placeFieldErrors(fieldErrorsOf(error))) setFailure({ text, stale: false });
      return false;
    } finally {
      setBusy(false);
    }
  };

  /** A new attempt starts (the form is checked again): the last refusal goes. */
  const clearFailure = () => setFailure(null);

  return { busy, failure, run, clearFailure };
}

/** The API's field errors on a react-hook-form form: each on its field, the first focused. */
export function onFormFields<T extends FieldValues>(
  setError: UseFormSetError<T>,
  /** The form's field for a field the API names, if the form has it. */
  fieldOf: (apiField: string) => Path<T> | undefined,
): PlaceFieldErrors {
  return (byField) => {
    let placed = false;
    for (const [field, messages] of Object.entries(byField)) {
      const name = fieldOf(field);
      if (!name || !messages[0]) continue;
      setError(name, { message: messages[0] }, { shouldFocus: !placed });
      placed = true;
    }
    return placed;
  };
}
