import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { arabicOwnWords } from '../fixtures/arabic-own-words';

// Issue 57: migration 0039 turns the Section 232 notes that migration 0037 wrote (HS codes in
// Arabic-Indic digits) into the data's current notes (codes in Western digits, as everywhere).
// Each UPDATE must map a note 0037 inserted to a note of additional-duties.json, or a database
// seeded before keeps the old spelling.

const read = (file: string) => readFileSync(file, 'utf8');
const MIGRATIONS = 'lib/db/migrations';
const unquote = (literal: string) => literal.slice(1, -1).replace(/''/g, "'");

const notes = (
  JSON.parse(read('data/agreement-facts/additional-duties.json')) as {
    duty: { note_ar: string };
  }[]
).map((fact) => fact.duty.note_ar);

/** The Arabic notes 0037 inserted: the second of the two texts of each INSERT's SELECT. */
const inserted = [
  ...read(`${MIGRATIONS}/0037_legal-facts-review.sql`).matchAll(
    /'additional', '(?:[^']|'')*', ('(?:[^']|'')*')/g,
  ),
].map((match) => unquote(match[1]!));

const updates = [
  ...read(`${MIGRATIONS}/0039_section-232-codes.sql`).matchAll(
    /SET "text_ar" = ('(?:[^']|'')*') WHERE "duty_kind" = 'additional' AND "text_ar" = ('(?:[^']|'')*')/g,
  ),
].map((match) => ({ to: unquote(match[1]!), from: unquote(match[2]!) }));

describe('migration 0039: the Section 232 notes’ codes', () => {
  it('maps every note 0037 inserted to a note of the data', () => {
    expect(inserted).toHaveLength(notes.length);
    expect(updates.map((update) => update.from).sort()).toEqual([...inserted].sort());
    expect(updates.map((update) => update.to).sort()).toEqual([...notes].sort());
  });

  it('leaves the notes in the digit rule: own numbers Arabic-Indic, codes Western', () => {
    for (const note of notes) {
      expect(arabicOwnWords(note)).not.toMatch(/[0-9]/);
      expect(note).toMatch(/\d{2}\.\d{2}/);
    }
  });
});
