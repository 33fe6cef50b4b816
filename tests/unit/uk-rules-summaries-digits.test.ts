import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { arabicOwnWords as ownWords } from '../fixtures/arabic-own-words';

// Issue 57: the portal's own Arabic summaries of the UK–Jordan origin texts write their numbers in
// Arabic-Indic digits (docs/decisions/language-and-routing.md, "One digit system"). Western digits
// stay in Latin runs (EUR.1, Origin Reference Document) and in HS codes, written as codes are
// everywhere: chapters and headings of two or four digits, dotted or not (docs/decisions/hs-codes.md).

const FILE = 'data/rules-of-origin-uk-jordan/summaries-ar.json';
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('the UK origin texts’ Arabic summaries', () => {
  it('keeps Western digits for codes and Latin names only', () => {
    expect(ownWords('الفصول 50 إلى 63 والبند 15.07')).not.toMatch(/[0-9]/);
    expect(ownWords('البنود 2707 و2710 إلى 2715 و3403، ثم 7616.99.51.60')).not.toMatch(/[0-9]/);
    expect(ownWords('من 10 أيام إلى 20 يوماً')).toMatch(/[0-9]/);
    expect(ownWords('الإصدار 1.1')).toMatch(/[0-9]/);
  });

  it('write their own numbers in Arabic-Indic digits', () => {
    const texts = strings(JSON.parse(readFileSync(FILE, 'utf8')));
    const offending = texts.filter((text) => /[0-9]/.test(ownWords(text)));
    expect(offending.map((text) => text.slice(0, 120))).toEqual([]);
  });
});
