import { describe, expect, it } from 'vitest';

import { prepareName } from '@/lib/names/prepare';
import { bestAliasMatch, DEFAULT_MIN_SCORE, scoreName } from '@/lib/names/score';

/** Scores both ways: a name matching another matches it back. */
function both(a: string, b: string) {
  const forth = scoreName(a, b);
  const back = scoreName(b, a);
  expect(back.score).toBe(forth.score);
  return forth;
}

describe('scoreName, Latin', () => {
  it('is exact for the same name however cased, accented or punctuated', () => {
    expect(both('Saddam Hussein', 'SADDAM  HUSSEIN')).toEqual({ score: 100, reason: 'exact' });
    expect(both('Jérôme Kakwavu', 'JEROME KAKWAVU').reason).toBe('exact');
  });

  it('folds spacing: "Gazprom Bank" is "Gazprombank"', () => {
    expect(both('Gazprom Bank', 'Gazprombank')).toEqual({ score: 97, reason: 'spacing' });
  });

  it('calls a name found inside a longer one a part of it, not spacing (Saddam in Uday Saddam)', () => {
    expect(scoreName('Saddam Hussein al-Tikriti', 'Uday Saddam Hussein al-Tikriti').reason).toBe(
      'partial',
    );
  });

  it.each([
    ['Hussein Ali', 'Husayn Ali'],
    ['Hussain Ali', 'Husain Ali'],
    ['Yousef Haddad', 'Yusuf Haddad'],
    ['Youssef Haddad', 'Yusuf Haddad'],
    ['Mohammed Ali', 'Muhammad Ali'],
    ['Mohamed Ali', 'Mohammad Ali'],
    ['Abdul Rahman Yasin', 'Abd al-Rahman Yasin'],
    ['Abdel Rahman Yasin', 'Abdul Rahman Yasin'],
    ['Osama Hamdan', 'Usama Hamdan'],
  ])('takes %s and %s as spelling variants', (a, b) => {
    const result = both(a, b);
    expect(result.reason).toBe('spelling-variant');
    expect(result.score).toBeGreaterThanOrEqual(DEFAULT_MIN_SCORE);
  });

  it('matches the words in any order', () => {
    const result = both('Saddam Hussein al-Tikriti', 'Al-Tikriti, Saddam Hussein');
    expect(result.reason).toBe('token-reorder');
    expect(result.score).toBeGreaterThanOrEqual(95);
  });

  it('matches an initial to the word it begins, not to another', () => {
    const result = both('J. Smith', 'John Smith');
    expect(result.reason).toBe('initials');
    expect(result.score).toBeGreaterThanOrEqual(DEFAULT_MIN_SCORE);
    expect(both('K. Smith', 'John Smith').score).toBeLessThan(DEFAULT_MIN_SCORE);
  });

  it('drops legal forms and generic company words', () => {
    expect(both('Acme Trading Co. Ltd.', 'ACME L.L.C.').score).toBe(100);
    expect(both('Rahat Ltd.', 'Rahat Trading Company').score).toBe(100);
  });

  it('keeps known different names apart however close their letters', () => {
    expect(both('Hassan Ali', 'Hussein Ali').score).toBeLessThan(DEFAULT_MIN_SCORE);
    expect(both('Mohammed Ahmad', 'Mahmoud Ahmad').score).toBeLessThan(DEFAULT_MIN_SCORE);
    expect(both('Said Khaled', 'Saad Khaled').score).toBeLessThan(DEFAULT_MIN_SCORE);
  });

  it('does not take different names for one another', () => {
    expect(both('John Smith', 'Jane Smith').score).toBeLessThan(DEFAULT_MIN_SCORE);
    expect(both('Petra Co.', 'Abu al-Athir').score).toBeLessThan(DEFAULT_MIN_SCORE);
    // A word inside another (Jaro-Winkler alone rates it 0.89).
    expect(both('Jerash Co.', 'Rash').score).toBeLessThan(75);
    expect(both('Ahmad Khaled Al-Majali', 'Ahmad Khaled Al-Tikriti').score).toBeLessThan(
      DEFAULT_MIN_SCORE,
    );
  });

  it('scores a part of a longer name under the default minimum, with the reason partial', () => {
    const result = scoreName('Saddam Hussein', 'SADDAM HUSSEIN AL-TIKRITI');
    expect(result.reason).toBe('partial');
    expect(result.score).toBeLessThan(DEFAULT_MIN_SCORE);
    // Each word of the query found: a query word missing costs more than a candidate's.
    expect(result.score).toBeGreaterThan(
      scoreName('SADDAM HUSSEIN AL-TIKRITI', 'Saddam Hussein').score,
    );
  });

  it('scores nothing for an empty name', () => {
    expect(scoreName('', 'Saddam Hussein')).toEqual({ score: 0, reason: 'none' });
    expect(scoreName('Saddam Hussein', ' ; ')).toEqual({ score: 0, reason: 'none' });
  });
});

describe('scoreName, across scripts', () => {
  it.each([
    ['صدام حسين التكريتي', 'SADDAM HUSSEIN AL-TIKRITI'],
    ['محمد', 'Mohammed'],
    ['محمد', 'Muhammad'],
    ['محمد', 'Mohamed'],
    ['عبد الله', 'Abdullah'],
    ['عبدالله', 'Abd Allah'],
    ['عبد الله', 'Abdallah'],
    ['أسامة بن لادن', 'Usama bin Laden'],
    ['نورالدین ترابی', 'Nooruddin Turabi'],
    ['هدايت الله', 'Hidayatullah'],
    ['العياشي', 'el-Ayashi'],
    ['العياشي', 'Ayashi'],
    ['يوسف المداني', 'YUSUF AL-MADANI'],
  ])('finds %s and %s in each other', (arabic, latin) => {
    const result = both(arabic, latin);
    expect(result.reason).toBe('transliteration');
    expect(result.score).toBeGreaterThanOrEqual(DEFAULT_MIN_SCORE);
  });

  it('matches company names once legal forms are dropped in both languages', () => {
    const result = both('شركة الأمل للتجارة العامة ذ.م.م', 'Al Amal General Trading LLC');
    expect(result.score).toBeGreaterThanOrEqual(DEFAULT_MIN_SCORE);
    expect(both('مؤسسة النور ذات المسؤولية المحدودة', 'النور المحدودة').score).toBe(100);
  });

  it('keeps known different names apart across scripts', () => {
    expect(both('حسن علي', 'Hussein Ali').score).toBeLessThan(DEFAULT_MIN_SCORE);
    expect(both('محمود عباس', 'Mohammed Abbas').score).toBeLessThan(DEFAULT_MIN_SCORE);
    expect(both('سعيد خالد', 'Saad Khaled').score).toBeLessThan(DEFAULT_MIN_SCORE);
  });
});

describe('bestAliasMatch', () => {
  it('says which alias matched, its score and why', () => {
    const aliases = ['The Base', 'Osama bin Laden', 'أسامة بن لادن'];
    expect(bestAliasMatch('Usama bin Ladin', aliases)).toMatchObject({
      index: 1,
      alias: 'Osama bin Laden',
      reason: 'spelling-variant',
    });
    expect(bestAliasMatch('اسامه بن لادن', aliases)).toMatchObject({
      index: 2,
      score: 100,
      reason: 'exact',
    });
  });

  it('takes prepared aliases, and the first of equal scores', () => {
    const aliases = ['Saddam Hussein', 'SADDAM HUSSEIN'].map(prepareName);
    expect(bestAliasMatch('saddam hussein', aliases)).toMatchObject({ index: 0, score: 100 });
  });

  it('has no match without aliases', () => {
    expect(bestAliasMatch('Saddam Hussein', [])).toBeUndefined();
  });
});

describe('prepareName', () => {
  it('gives both scripts of a name the same prefilter keys', () => {
    const latin = prepareName('Saddam Hussein al-Tikriti').keys;
    const arabic = prepareName('صدام حسين التكريتي').keys;
    expect(latin).toEqual(arabic);
  });

  it('shares a key between a compound and its parts', () => {
    const glued = prepareName('Nooruddin').keys;
    const apart = prepareName('نور الدين').keys;
    expect(glued.some((key) => apart.includes(key))).toBe(true);
  });

  it('shares a key between spelling variants', () => {
    for (const [a, b] of [
      ['Qasim Sulaimani', 'Kassem Soleimani'],
      ['Gazprom Bank', 'Gazprombank'],
      ['Abd al-Rahman', 'Abdulrahman'],
    ] as const) {
      expect(prepareName(a).keys.some((key) => prepareName(b).keys.includes(key))).toBe(true);
    }
  });

  it('takes odd Unicode without throwing', () => {
    for (const name of [
      '\u202eمحمد\u202c',
      'A\u200dB\u200cC',
      '\ud800 lone',
      '😀 Ali',
      '\u0000\u0085',
    ]) {
      expect(() => scoreName(name, 'Muhammad Ali')).not.toThrow();
    }
    expect(scoreName('\u200fمحمد\u200f', 'Mohammed').score).toBeGreaterThanOrEqual(
      DEFAULT_MIN_SCORE,
    );
  });

  it('bounds a very long input', () => {
    const prepared = prepareName('محمد '.repeat(2000));
    expect(prepared.tokens.length).toBeLessThanOrEqual(12);
  });
});
