import { describe, expect, it } from 'vitest';

import { hsCodesSeed } from '@/lib/db/seed/hs/nomenclature';

import {
  containmentCheck,
  entryOf,
  namesIn,
  type Containment,
} from '../fixtures/hs-finder-general/containment';
import { HELD_OUT_ARABIC, HELD_OUT_ENGLISH } from '../fixtures/hs-finder-general/held-out';
import { TUNING_ARABIC, TUNING_ENGLISH } from '../fixtures/hs-finder-general/tuning';
import { vocabularyNames, vocabularyTexts } from '../fixtures/hs-finder-general/vocabulary';

// Issue 55, item 6: the held-out half of the general evaluation set measures words nobody wrote
// down for the finder, so no synonym, vocabulary entry or seed row may contain one of its phrases
// (nor, for a name, be contained in one). The vocabulary is read from the files the finder's
// seed and imports read; a failure names the phrase and the entry.

const describeHit = ({ phrase, entry }: Containment) =>
  `"${phrase}" is contained in ${entry.source}: "${entry.text.slice(0, 80)}"`;

describe('the containment rule', () => {
  const inNames = containmentCheck(
    [entryOf('synonym', 'olive oil'), entryOf('synonym', 'زيت الزيتون')],
    [],
  );
  const inTexts = containmentCheck([], [entryOf('nomenclature', 'Tomatoes; fresh or chilled')]);

  it('finds a phrase inside a name and a name inside a phrase, as whole words', () => {
    expect(inNames('olive oil')).toHaveLength(1);
    expect(inNames('Olive  Oil tins')).toHaveLength(1);
    expect(inNames('oil')).toHaveLength(1);
    expect(inNames('olive oils')).toEqual([]);
    expect(inNames('olive')).toHaveLength(1);
    expect(inNames('oil olive')).toEqual([]);
  });

  it('normalises Arabic as the finder does and takes the article off', () => {
    expect(inNames('زيت زيتون')).toHaveLength(1);
    expect(inNames('علب زيت الزيتون')).toHaveLength(1);
  });

  it('counts an official text one way only: the phrase inside the text', () => {
    expect(inTexts('fresh or chilled')).toHaveLength(1);
    expect(inTexts('fresh tomatoes')).toEqual([]);
    expect(inTexts('tomatoes cherry')).toEqual([]);
  });

  it('cuts a synonym into its names at commas and two-word brackets', () => {
    expect(namesIn("za'atar, zaatar (thyme mix), sumac")).toEqual([
      "za'atar",
      'zaatar',
      'thyme mix',
      'sumac',
    ]);
    expect(namesIn('broad beans (dried)')).toEqual(['broad beans']);
    expect(namesIn('زعتر، سماق')).toEqual(['زعتر', 'سماق']);
  });
});

describe('the finder’s vocabulary as the check reads it', () => {
  const names = vocabularyNames();
  const texts = vocabularyTexts();

  it('holds the seeded synonyms, members’ products and services, and the first set', () => {
    const sources = new Set(names.map((entry) => entry.source.split(' ')[0]));
    expect(sources).toEqual(new Set(['synonym', 'seeded', 'tests/fixtures/hs-finder-eval.ts']));
    expect(names.some((entry) => entry.text === 'muriate of potash')).toBe(true);
    expect(names.some((entry) => entry.source.startsWith('seeded product'))).toBe(true);
    expect(names.some((entry) => entry.source === 'seeded service')).toBe(true);
  });

  it('holds the nomenclature in both languages and the tariff texts', () => {
    const sources = new Set(texts.map((entry) => entry.source.replace(/\/[^/]*$/, '')));
    expect(sources).toEqual(
      new Set([
        'data/hs-nomenclature',
        'data/hs-nomenclature/names-ar',
        'tests/fixtures/hs-names-ar',
        'tests/fixtures/uk-trade-tariff',
        'tests/fixtures/us-hts',
        'data/uk-search-references',
        'data/freedict-eng-ara',
        'data/wordnet-nouns',
      ]),
    );
    expect(texts.some((entry) => entry.text === 'action cameras')).toBe(true);
    expect(texts.some((entry) => entry.text === 'kettle\tالمغلاة')).toBe(true);
    expect(texts.some((entry) => entry.text === 'fastener\tzipper')).toBe(true);
    expect(texts.some((entry) => entry.text.startsWith('Olive oil and its fractions'))).toBe(true);
    expect(texts.some((entry) => entry.text === 'زيت الزيتون وأجزاؤه')).toBe(true);
  });

  it('contains no phrase of the held-out half, in English or in Arabic', () => {
    const check = containmentCheck(names, texts);
    // The check finds what the vocabulary holds: a synonym, a seeded product, a heading's text.
    expect(check('muriate of potash').length).toBeGreaterThan(0);
    expect(check('potash fertilizer for export').length).toBeGreaterThan(0);
    expect(check('جبنة عكاوي').length).toBeGreaterThan(0);
    expect(check('Olive oil and its fractions').length).toBeGreaterThan(0);
    const hits = [...HELD_OUT_ENGLISH, ...HELD_OUT_ARABIC].flatMap(([phrase]) => check(phrase));
    expect(hits.map(describeHit)).toEqual([]);
  });
});

describe('the general evaluation set', () => {
  const headings = new Set(
    hsCodesSeed()
      .filter((row) => row.level === 4)
      .map((row) => row.code),
  );
  const halves = { TUNING_ENGLISH, TUNING_ARABIC, HELD_OUT_ENGLISH, HELD_OUT_ARABIC };

  it('holds 300 descriptions or more a language, split in halves, none twice', () => {
    expect(TUNING_ENGLISH.length + HELD_OUT_ENGLISH.length).toBeGreaterThanOrEqual(300);
    expect(TUNING_ARABIC.length + HELD_OUT_ARABIC.length).toBeGreaterThanOrEqual(300);
    expect(Math.abs(TUNING_ENGLISH.length - HELD_OUT_ENGLISH.length)).toBeLessThanOrEqual(1);
    expect(Math.abs(TUNING_ARABIC.length - HELD_OUT_ARABIC.length)).toBeLessThanOrEqual(1);
    const phrases = Object.values(halves).flatMap((rows) => rows.map(([phrase]) => phrase));
    expect(phrases.length).toBe(new Set(phrases).size);
  });

  it('accepts only headings of the nomenclature', () => {
    const unknown = Object.entries(halves).flatMap(([half, rows]) =>
      rows.flatMap(([phrase, accepted]) =>
        accepted
          .filter((code) => !headings.has(code))
          .map((code) => `${half} "${phrase}": ${code}`),
      ),
    );
    expect(unknown).toEqual([]);
  });
});
