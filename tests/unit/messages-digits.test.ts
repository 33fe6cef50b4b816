import { describe, expect, it } from 'vitest';

import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

// docs/decisions/look-and-speed.md, "Digits in Arabic": one formatter writes every number
// (lib/i18n/format-number.ts). next-intl formats with the locale 'ar', whose digits are Western in
// today's ICU, so a message never formats a number itself: no `#` in a plural, no
// `{n, number}`, `{d, date}` or `{t, time}`; it is given the number already written.

type Tree = { [key: string]: string | Tree };

function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value, `${prefix}${key}.`),
  );
}

/** The message without its quoted literals ('…' in ICU). */
const unquoted = (message: string) => message.replace(/'[^']*'/g, '');

describe('messages never format a number themselves', () => {
  for (const [lang, catalogue] of [
    ['en', en],
    ['ar', ar],
  ] as const) {
    it(`${lang}: no # and no number, date or time argument`, () => {
      const offending = entries(catalogue as Tree)
        .filter(([, message]) => {
          const text = unquoted(message);
          return /#/.test(text) || /\{\s*\w+\s*,\s*(number|date|time)\b/.test(text);
        })
        .map(([key]) => key);
      expect(offending).toEqual([]);
    });
  }
});

describe('Arabic messages write their numbers in Arabic-Indic digits', () => {
  // Names with a digit (GS1, 1Password, the EUR.1 certificate) and a plural's exact cases (=0)
  // keep theirs; the 404 page's title too is written ٤٠٤ (issue 45).
  const NAMES = /\bGS1\b|\b1Password\b|\bEUR\.1\b|\bAccess2Markets\b|=\d+ \{/g;

  it('has no Western digit outside names and identifiers', () => {
    const offending = entries(ar as Tree)
      .filter(([, message]) => /[0-9]/.test(message.replace(NAMES, '')))
      .map(([key, message]) => `${key}: ${message}`);
    expect(offending).toEqual([]);
  });
});
