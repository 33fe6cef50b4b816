import type { Locale } from './routing';

// Unicode's isolates (UAX #9): FSI takes the direction of the value's first strong letter, LRI
// forces left to right (a phone or a code has no letter to go by); PDI closes either.
const FSI = '\u2068';
const LRI = '\u2066';
const PDI = '\u2069';

/**
 * A user-written or Latin value inside a line of plain text (an e-mail's subject, a page's
 * <title>, a snackbar, a text-only breadcrumb), isolated from the Arabic around it so that
 * "Petra Olive Foods Co." keeps its full stop at its end and "Re: <offer>" its brackets
 * (docs/decisions/look-and-speed.md, "Latin values in Arabic text"). In markup use `BidiText`
 * (components/ui/bidi-text.tsx) instead. English lines are left as they are: a Latin value reads
 * right in them and their text stays byte for byte what search, mail filters and tests expect.
 *
 * `latin` is for values that are always left to right (e-mail addresses, phones, web addresses,
 * codes), whose digits and signs have no letter to take their direction from.
 */
export function isolate(value: string, locale: Locale, options?: { latin?: boolean }): string {
  if (locale !== 'ar' || value === '') return value;
  return `${options?.latin ? LRI : FSI}${value}${PDI}`;
}

/** Removes the isolates `isolate` adds (for a value read back, e.g. in tests or logs). */
export function withoutIsolates(text: string): string {
  return text.replace(/[\u2066-\u2069]/g, '');
}
