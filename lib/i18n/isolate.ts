import { withoutBidiControls } from './bidi-controls';
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
  // Issue 48: the value's own bidi controls go first; only the portal's isolate stays.
  const clean = withoutBidiControls(value);
  if (locale !== 'ar' || clean === '') return clean;
  return `${options?.latin ? LRI : FSI}${clean}${PDI}`;
}

/** Removes the isolates `isolate` adds (for a value read back, e.g. in tests or logs). */
export function withoutIsolates(text: string): string {
  return text.replace(/[\u2066-\u2069]/g, '');
}

/**
 * A run of Latin script inside Arabic text: a citation or a name with its numbers ("19 CFR
 * 10.704", "ISO 22000", "EUR.1", "Form 4"): words of Latin letters and Western digits joined by
 * spaces and the signs inside them, with at least one Latin letter (a bare number is the text's
 * own, left to the digit rule). A paragraph's letter in brackets belongs to its citation
 * ("19 CFR 10.710(b)": issue 46).
 */
const LATIN_WORD = String.raw`[A-Za-z0-9][A-Za-z0-9.,:/&'’+-]*(?:\([A-Za-z0-9]{1,4}\))*`;
const LATIN_RUN = new RegExp(`${LATIN_WORD}(?:[ \u00a0]+${LATIN_WORD})*`, 'g');

export type TextPart = { text: string; latin: boolean };

/**
 * Arabic text cut into its own parts and its Latin runs (issue 45: "19 CFR 10.704" in an Arabic
 * rule of origin was drawn "CFR 10.704 19"): each run is to be isolated left to right, the
 * brackets and punctuation around it staying the Arabic text's. A run's final full stop or comma
 * belongs to the sentence.
 */
export function latinParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LATIN_RUN)) {
    const run = match[0].replace(/[.,:]+$/, '');
    if (!/[A-Za-z]/.test(run)) continue;
    const at = match.index;
    if (at > last) parts.push({ text: text.slice(last, at), latin: false });
    parts.push({ text: run, latin: true });
    last = at + run.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), latin: false });
  return parts;
}

/**
 * `latinParts` for a line of plain text (a PDF's or an e-mail's line, a <title>): on Arabic pages
 * each Latin run between LRI and PDI. English text is left as it is.
 */
export function isolateLatinRuns(text: string, locale: Locale): string {
  if (locale !== 'ar') return text;
  return latinParts(text)
    .map((part) => (part.latin ? isolate(part.text, locale, { latin: true }) : part.text))
    .join('');
}
