// Issue 56: the held-out halves of the screening's measuring sets stay unseen by the matcher
// (tests/fixtures/screening-eval/README.md). What counts as naming one: held-out-containment.ts.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import {
  containsRun,
  heldOutNamedByMatcher,
  heldOutOnlyWords,
  matcherFiles,
  namedIn,
} from './held-out-containment';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The held-out files as committed in 7cb2dad: a change to either is an edit of the measure. */
const HELD_OUT_SHA256 = {
  'company-names.held-out.ts': '6bb14e9f6d30bddc59a6bc3b577191cc5ac760361e6c5d432cff95c732a5552d',
  'press-spellings.held-out.ts': '5cf815618ae1abf620e679009051db3291afd6bac0968844b0693e0a007f86cc',
};

describe('the held-out halves of the screening sets', () => {
  it('are never edited', () => {
    for (const [file, sha256] of Object.entries(HELD_OUT_SHA256)) {
      const bytes = readFileSync(`${ROOT}tests/fixtures/screening-eval/${file}`);
      expect(createHash('sha256').update(bytes).digest('hex'), file).toBe(sha256);
    }
  });

  it('are named by no rule or list of the matcher', () => {
    expect(matcherFiles(ROOT).length).toBeGreaterThan(20);
    expect(heldOutNamedByMatcher(ROOT)).toEqual([]);
  }, 60_000); // reads some sixty files: seconds on a loaded machine
});

describe('what naming a held-out name is', () => {
  const onlyHeldOut = heldOutOnlyWords();
  const heldOutWord = [...onlyHeldOut][0] ?? '';

  it('finds a run of words inside a longer sequence only', () => {
    expect(containsRun(['a', 'b', 'c', 'd'], ['b', 'c'])).toBe(true);
    expect(containsRun(['a', 'b', 'c', 'd'], ['c', 'b'])).toBe(false);
    expect(containsRun(['a'], [])).toBe(false);
  });

  it('is the whole name, in any case or spelling of its letters and marks', () => {
    const source = `const EXCEPTIONS = ['shaghouri spices', 'AL ATTAR PERFUMES DAMASCUS'];`;
    expect(namedIn('x.ts', source, onlyHeldOut).map((finding) => finding.heldOut)).toEqual(
      expect.arrayContaining(['Al-Attar Perfumes Damascus']),
    );
  });

  it('is, in a string, the words the matcher compares, legal forms left out, in both scripts', () => {
    const source = `const ROWS = ['saadi brothers contracting', 'النابلسي وأولاده'];`;
    const findings = namedIn('x.ts', source, onlyHeldOut).map((finding) => finding.heldOut);
    expect(findings).toContain('Al-Saadi Brothers Contracting');
    expect(findings).toContain('شركة النابلسي وأولاده للاستيراد والتصدير');
  });

  it('is not a comment explaining a rule with a name written in parts', () => {
    const source = `// Saadi Brothers Contracting: one word of three is a family name\nconst ROWS = ['saadi'];`;
    expect(namedIn('x.ts', source, onlyHeldOut)).toEqual([]);
  });

  it('is a word only the held-out press spellings show, written as a string of its own', () => {
    expect(heldOutWord).not.toBe('');
    const source = `{ arabic: ['x'], latin: ['${heldOutWord}', 'other'] }`;
    expect(namedIn('x.ts', source, onlyHeldOut).map((finding) => finding.what)).toContain(
      `its word "${heldOutWord}" alone`,
    );
  });

  it('is not a single common word nor a word the tuning half or the list shows', () => {
    const source = `const WORDS = ['trading', 'co', 'hussein', 'muhammad', 'gaddafi', 'abd allah'];`;
    expect(namedIn('x.ts', source, onlyHeldOut)).toEqual([]);
    expect(onlyHeldOut.has('hussein')).toBe(false);
  });
});
