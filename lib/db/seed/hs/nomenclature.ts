import { readdirSync, readFileSync } from 'node:fs';

import { parseCsv } from '@/lib/csv/parse-csv';
import { hsCodeTermsOf } from '@/lib/search/finder-term-tiers';

// The HS 2022 nomenclature as the project ships it (data/hs-nomenclature/, PDDL, see its README):
// the sections, chapters, headings and subheadings in English, and the portal's own Arabic names of
// sections, chapters, headings and subheadings (names-ar/*.json, files of ranges of chapters; a
// subheading without one shows its heading's).

const FOLDER = new URL('../../../../data/hs-nomenclature/', import.meta.url);

export type HsSectionSeed = { id: string; position: number; name_en: string; name_ar: string };
export type HsCodeSeed = {
  code: string;
  level: number;
  section_id: string;
  parent: string | null;
  name_en: string;
  name_ar: string;
  terms: string[];
  subject_terms: string[];
  minor_terms: string[];
  head_terms: string[];
};
export type ArabicNames = {
  sections?: Record<string, string>;
  chapters?: Record<string, string>;
  headings?: Record<string, string>;
  subheadings?: Record<string, string>;
};

const read = (name: string) => readFileSync(new URL(name, FOLDER), 'utf8');

/** The Arabic names of every file of `folder` (names-ar/ by default), merged in file order. */
export function arabicNames(folder = new URL('names-ar/', FOLDER)): Required<ArabicNames> {
  const names: Required<ArabicNames> = {
    sections: {},
    chapters: {},
    headings: {},
    subheadings: {},
  };
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const part = JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as ArabicNames;
    Object.assign(names.sections, part.sections);
    Object.assign(names.chapters, part.chapters);
    Object.assign(names.headings, part.headings);
    Object.assign(names.subheadings, part.subheadings);
  }
  return names;
}

/** The sentence case the nomenclature's lower-case section names lack ("live animals; …"). */
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The 21 sections, in order. */
export function hsSectionsSeed(): HsSectionSeed[] {
  const names = arabicNames();
  return parseCsv(read('sections.csv'))
    .slice(1)
    .map(({ cells: [id = '', name = ''] }, index) => ({
      id,
      position: index + 1,
      name_en: capitalised(name.trim()),
      name_ar: names.sections[id] ?? '',
    }));
}

/**
 * Every chapter, heading and subheading (or only those of `chapters`), parents first, each with
 * the terms the finder matches (hsCodeTermsOf).
 */
export function hsCodesSeed(
  chapters?: readonly string[],
  names: Required<ArabicNames> = arabicNames(),
): HsCodeSeed[] {
  const rows = parseCsv(read('harmonized-system.csv'))
    .slice(1)
    .map(({ cells: [section = '', code = '', description = '', parent = '', level = ''] }) => ({
      section,
      code,
      description: description.trim(),
      parent,
      level: Number(level),
    }))
    // Chapter 99 ("not specified according to kind") is UN Comtrade's, not the nomenclature's.
    .filter((row) => [2, 4, 6].includes(row.level) && row.section !== 'TOTAL')
    .filter((row) => !chapters || chapters.includes(row.code.slice(0, 2)));
  const arabicOf = (code: string, level: number) =>
    (level === 2
      ? names.chapters[code]
      : level === 4
        ? names.headings[code]
        : names.subheadings[code]
    )?.trim() ?? '';
  return rows.map((row) => {
    const name_ar = arabicOf(row.code, row.level);
    const headingArabic = row.level === 6 ? (names.headings[row.parent] ?? '') : undefined;
    return {
      code: row.code,
      level: row.level,
      section_id: row.section,
      parent: row.level === 2 ? null : row.parent,
      name_en: row.description,
      name_ar,
      ...hsCodeTermsOf(row.description, name_ar, headingArabic),
    };
  });
}
