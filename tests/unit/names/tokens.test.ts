import { describe, expect, it } from 'vitest';

import { NAME_ROWS } from '@/lib/names/name-table';
import { foldedWords, tokenizeName } from '@/lib/names/tokens';

const texts = (name: string) => tokenizeName(name).map((token) => token.text);
const canonical = (name: string) => tokenizeName(name).map((token) => token.canonical);

describe('tokenizeName, Arabic', () => {
  it("folds with the site search's normaliser: hamza forms, ة/ه, ى/ي, tashkeel, tatweel", () => {
    expect(texts('أُسَامَة')).toEqual(['اسامه']);
    expect(texts('إبراهيم')).toEqual(['ابراهيم']);
    expect(texts('مصطفى')).toEqual(['مصطفي']);
    expect(texts('محـــمد')).toEqual(['محمد']);
  });

  it('folds Persian, Urdu and Pashto letters and presentation forms', () => {
    expect(texts('یار محمد')).toEqual(['يار', 'محمد']);
    expect(texts('ذاکر')).toEqual(['ذاكر']);
    expect(texts('ثناء اللہ')).toEqual(['ثناء', 'الله']);
    // U+FExx presentation forms, as some records carry them.
    expect(texts('ﺻﺍﻠﺡ ﻤﺣﻤﺩ')).toEqual(['صالح', 'محمد']);
  });

  it('drops the article but keeps الله and names that start with ال', () => {
    expect(texts('التكريتي')).toEqual(['تكريتي']);
    expect(texts('الله')).toEqual(['الله']);
    expect(texts('الياس')).toEqual(['الياس']);
  });

  it('splits عبد, ابو and glued الله / الدين', () => {
    expect(texts('عبدالله')).toEqual(['عبد', 'الله']);
    expect(texts('عبدالرحمن')).toEqual(['عبد', 'رحمن']);
    expect(texts('أبواليزيد')).toEqual(['ابو', 'يزيد']);
    expect(texts('خيرالله')).toEqual(['خير', 'الله']);
    expect(texts('نورالدين')).toEqual(['نور', 'دين']);
    expect(texts('عبده')).toEqual(['عبده']);
  });

  it('drops legal forms and generic company words', () => {
    expect(texts('شركة الأمل للتجارة العامة ذ.م.م')).toEqual(['امل']);
    expect(texts('مؤسسة النور ذات المسؤولية المحدودة')).toEqual(['نور']);
  });
});

describe('tokenizeName, Latin', () => {
  it('folds case, accents, punctuation and apostrophes', () => {
    expect(texts('JÉRÔME  Kakwavu')).toEqual(['jerome', 'kakwavu']);
    expect(texts('Sab’awi')).toEqual(['sabawi']);
    expect(texts("Mus'ab")).toEqual(['musab']);
    expect(texts('Tikriti, Saddam (Hussein)')).toEqual(['tikriti', 'saddam', 'hussein']);
  });

  it('drops the article alone, or assimilated before its sun letter', () => {
    expect(texts('Hasan al-Tikriti')).toEqual(['hasan', 'tikriti']);
    expect(texts('El Ayashi')).toEqual(['ayashi']);
    expect(texts('Saif ad-Din')).toEqual(['saif', 'din']);
    expect(texts('Shams ur-Rahman')).toEqual(['shams', 'rahman']);
    // "Ad" is not the article before a word that does not start with d.
    expect(texts('Ad Smith')).toEqual(['ad', 'smith']);
  });

  it('splits Abdul/Abdel/Abdur and glued -ullah / -uddin', () => {
    expect(texts('Abdulrahman')).toEqual(['abd', 'rahman']);
    expect(texts('Abdelmalek')).toEqual(['abd', 'malek']);
    expect(texts('Abdurrahman')).toEqual(['abd', 'rahman']);
    expect(texts('Abdullah')).toEqual(['abd', 'lah']);
    expect(texts('Hidayatullah')).toEqual(['hidayat', 'allah']);
    expect(texts('Nooruddin')).toEqual(['noor', 'din']);
  });

  it('folds spelling variants to one spelling', () => {
    for (const name of ['Hussein', 'Husayn', 'Hussain', 'Husain'])
      expect(canonical(name)).toEqual(['hussein']);
    for (const name of ['Yousef', 'Yusuf', 'Youssef']) expect(canonical(name)).toEqual(['yusuf']);
    for (const name of ['Mohammed', 'Muhammad', 'Mohamed', 'Mohammad'])
      expect(canonical(name)).toEqual(['muhammad']);
    for (const name of ['Osama', 'Usama']) expect(canonical(name)).toEqual(['osama']);
    for (const name of ['Abdul', 'Abd al-', 'Abdel'])
      expect(canonical(`${name} Rahman`)).toEqual(['abd', 'rahman']);
  });

  it('drops legal forms, generic words and titles, L.L.C. and Co. included', () => {
    expect(texts('Acme Trading Co. Ltd.')).toEqual(['acme']);
    expect(texts('ACME L.L.C.')).toEqual(['acme']);
    expect(texts('Acme Corporation Inc')).toEqual(['acme']);
    expect(texts('Dr. Ibrahim')).toEqual(['ibrahim']);
  });

  it('keeps a name made only of generic words', () => {
    expect(texts('Trading Company')).toEqual(['trading', 'company']);
  });

  it('reads J. as the initial j', () => {
    expect(texts('J. Smith')).toEqual(['j', 'smith']);
  });

  it('has nothing for a name without letters', () => {
    expect(tokenizeName(' - ; ')).toEqual([]);
    expect(foldedWords('')).toEqual([]);
  });
});

describe('the name table', () => {
  it('gives each Latin spelling, and each Arabic spelling, one row only', () => {
    const latin = NAME_ROWS.flatMap((row) => row.latin);
    const arabic = NAME_ROWS.flatMap((row) => row.arabic);
    expect(new Set(latin).size).toBe(latin.length);
    expect(new Set(arabic).size).toBe(arabic.length);
  });

  it('holds spellings as the tokenizer leaves them', () => {
    for (const row of NAME_ROWS) {
      for (const spelling of [...row.latin, ...row.arabic]) {
        expect(foldedWords(spelling)).toEqual([spelling]);
      }
    }
  });
});
