import { z } from 'zod';

import { withoutBidiControls } from '@/lib/i18n/bidi-controls';

import { MAX_ID } from './limits';

// part 1 §5: the rules shared by every form and request. Messages are catalogue keys; the forms
// show them with next-intl and the API answers their text (lib/api/translate.ts).
export { HONEYPOT_FIELD, MAX_ID, NAME_MAX } from './limits';

// A missing field and an empty one both read "Required."; the other rules of a field pass an
// empty value, so that is all it says (and the form's other checks still run).
export const requiredValue = () => z.string({ error: 'rules.required' }).min(1, 'rules.required');

/**
 * Text a user writes, trimmed and without bidirectional controls (issue 48: an override such as
 * U+202E would draw it in another order than it is stored; lib/i18n/bidi-controls.ts).
 */
export const userText = () => z.string().overwrite(withoutBidiControls).trim();
export const requiredText = () =>
  z
    .string({ error: 'rules.required' })
    .overwrite(withoutBidiControls)
    .trim()
    .min(1, 'rules.required');

/** An id in a query (a filter's, a parent's): a whole number from 1 to the column's largest. */
export const queryId = () =>
  z.coerce
    .number({ error: 'rules.invalid' })
    .int('rules.invalid')
    .min(1, 'rules.invalid')
    .max(MAX_ID, 'rules.invalid');

/** A day written YYYY-MM-DD that exists in the calendar (2026-02-30 does not). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A calendar day (`isCalendarDay`) in the years from `first` to `last`. */
export function isDayInYears(value: string, first: number, last: number): boolean {
  const year = Number(value.slice(0, 4));
  return isCalendarDay(value) && year >= first && year <= last;
}

/** An id a form's select chose (a country, a sector, a type): required, a row's id. */
export const chosenId = () =>
  z
    .number({ error: 'rules.required' })
    .int('rules.invalid')
    .min(1, 'rules.required')
    .max(MAX_ID, 'rules.invalid');
