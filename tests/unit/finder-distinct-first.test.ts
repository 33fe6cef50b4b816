import { describe, expect, it } from 'vitest';

import {
  DISTINCT_FIRST,
  DISTINCT_WINDOW,
  distinctFirst,
} from '@/features/hs-codes/server/distinct-first';

// Issue 55: the finder's first answers name different headings where the codes match as well.

const row = (code: string, held = 6, head = 1) => ({
  code,
  held,
  holds_phrase: 1,
  contradicts: 0,
  head,
});
const codesOf = (rows: { code: string }[]) => rows.map((item) => item.code);

describe('distinctFirst', () => {
  it('moves a code of another heading above a subheading it matches as well as', () => {
    const rows = [row('6813'), row('681381'), row('681320'), row('870830'), row('9619')];
    expect(codesOf(distinctFirst(rows))).toEqual(['6813', '870830', '9619', '681381', '681320']);
  });

  it('never moves a weaker match above a stronger one', () => {
    const fewerWords = [row('1509'), row('150920'), row('3401', 3)];
    expect(codesOf(distinctFirst(fewerWords))).toEqual(['1509', '150920', '3401']);
    const otherHead = [row('1509'), row('150920'), row('3401', 6, 0)];
    expect(codesOf(distinctFirst(otherHead))).toEqual(['1509', '150920', '3401']);
    const otherPhrase = [row('1509'), row('150920'), { ...row('3401'), holds_phrase: 0 }];
    expect(codesOf(distinctFirst(otherPhrase))).toEqual(['1509', '150920', '3401']);
  });

  it(`takes at most ${DISTINCT_FIRST} first answers, from the best ${DISTINCT_WINDOW} codes`, () => {
    const heading = ['0702', ...Array.from({ length: 9 }, (_, index) => `07020${index}`)];
    const rows = [...heading, '2002', '2103', '0709', '0710'].map((code) => row(code));
    // 2002 is the 11th code: beyond the window, nothing moves.
    expect(codesOf(distinctFirst(rows))).toEqual(codesOf(rows));
    const near = [...heading.slice(0, 5), '2002', '2103', '0709', '0710'].map((code) => row(code));
    expect(codesOf(distinctFirst(near))).toEqual([
      '0702',
      '2002',
      '2103',
      ...heading.slice(1, 5),
      '0709',
      '0710',
    ]);
  });

  it('reads a chapter as a heading of its own', () => {
    expect(codesOf(distinctFirst([row('0901'), row('090111'), row('09')]))).toEqual([
      '0901',
      '09',
      '090111',
    ]);
  });
});
