import { describe, expect, it } from 'vitest';

import { arabicNames, hsCodesSeed } from '@/lib/db/seed/hs/nomenclature';

// Issue 45, part 3: the seed reads the subheadings' Arabic names from names-ar/*.json (merged in
// file order, as the other keys), gives each subheading its own, and its finder terms hold its own
// name and its heading's. The fixture folder stands for the writers' files.

const FIXTURES = new URL('../fixtures/hs-names-ar/', import.meta.url);

describe('the nomenclature seed and the subheadings’ Arabic names', () => {
  it('merges the files’ `subheadings` in file order', () => {
    const names = arabicNames(FIXTURES);
    expect(names.subheadings).toEqual({
      '150920': 'زيت زيتون بكر ممتاز',
      '150930': 'زيت زيتون بكر',
    });
    expect(names.headings['1509']).toBe('زيت الزيتون وأجزاؤه');
  });

  it('gives a subheading its own Arabic name, or none, and terms of its own name and its heading’s', () => {
    const rows = hsCodesSeed(['15'], arabicNames(FIXTURES));
    const byCode = new Map(rows.map((row) => [row.code, row]));
    expect(byCode.get('150920')).toMatchObject({ name_ar: 'زيت زيتون بكر ممتاز' });
    expect(byCode.get('150940')).toMatchObject({ name_ar: '' });
    const extra = byCode.get('150920')!;
    expect(extra.terms).toEqual(expect.arrayContaining(['ممتاز', 'بكر', 'اجزاوه', 'virgin']));
    expect(extra.subject_terms).toContain('ممتاز');
    expect(extra.subject_terms).not.toContain('اجزاوه');
    // A subheading without a name of its own is found by its heading's.
    expect(byCode.get('150940')!.terms).toEqual(expect.arrayContaining(['زيتون', 'اجزاوه']));
  });

  it('reads the shipped files: every heading of the nomenclature named, no subheading name empty', () => {
    const names = arabicNames();
    const headings = hsCodesSeed().filter((row) => row.level === 4);
    expect(headings.every((row) => !!names.headings[row.code])).toBe(true);
    for (const name of Object.values(names.subheadings)) expect(name.trim()).not.toBe('');
  });

  it('writes quantities in Arabic-Indic digits; Western digits only in codes and Latin names', () => {
    // The one digit rule (docs/decisions/look-and-speed.md): "٨٥٪", "٦٠٠ مم"; an HS code cited
    // after البند/الفصل (and the codes listed with it) keeps its Western digits, as codes do
    // everywhere, and so does a Latin name (HFC-23, Fe2O3).
    const codes = String.raw`\d+(?:\.\d+)?(?:(?:\s*(?:من|إلى|و|أو|،|حتى)\s*|\s+)\d+(?:\.\d+)?)*`;
    const cited = new RegExp(
      String.raw`(?:البنود|البند|البندين|الفصول|الفصل|الفصلين|الفرعية|الفرعي)(?:\s*(?:من)\s*)?\s*` +
        codes,
      'g',
    );
    const latin = /[A-Za-z][\w-]*\d[\w-]*|\d+[A-Za-z]\w*/g;
    const names = arabicNames();
    const stray = Object.entries({ ...names.headings, ...names.subheadings }).filter(([, name]) =>
      /[0-9]/.test(name.replace(cited, '').replace(latin, '')),
    );
    expect(stray).toEqual([]);
  });
});
