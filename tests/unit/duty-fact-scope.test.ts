import { describe, expect, it } from 'vitest';

import {
  applicableFact,
  type FactScope,
  scopeCovers,
  type ScopedFact,
} from '@/features/market-access/duty-fact-scope';

// Issue 46: which agreement-wide duty fact applies to a code and a partner.

const scope = (
  kind: FactScope['kind'],
  from: string | null = null,
  to = from,
  except: string[] = [],
) => ({ kind, from, to: kind === 'all' ? null : to, except }) as FactScope;
const fact = (id: number, factScope: FactScope, partners: string[] = []): ScopedFact => ({
  id,
  partners,
  scope: factScope,
});

describe('scopeCovers', () => {
  it('reads a range at its own level, a broader code only when all of it lies inside', () => {
    const industrial = scope('chapters', '25', '97');
    expect(scopeCovers(industrial, '250510')).toBe(true);
    expect(scopeCovers(industrial, '2401')).toBe(false);
    const headings = scope('headings', '1501', '1599');
    expect(scopeCovers(headings, '150920')).toBe(true);
    expect(scopeCovers(headings, '15')).toBe(false);
    expect(scopeCovers(scope('headings', '1500', '1599'), '15')).toBe(true);
    expect(scopeCovers(scope('all'), '01')).toBe(true);
  });

  it('leaves out an excepted chapter, heading or subheading, and a code holding an exception', () => {
    const industrial = scope('chapters', '25', '97', ['2905', '330190']);
    expect(scopeCovers(industrial, '290543')).toBe(false);
    expect(scopeCovers(industrial, '330190')).toBe(false);
    expect(scopeCovers(industrial, '330110')).toBe(true);
    // Chapter 33 holds an exception: the fact does not cover all of it.
    expect(scopeCovers(industrial, '33')).toBe(false);
  });
});

describe('applicableFact', () => {
  it('prefers a row naming the partner to a row for every partner, whatever their scopes', () => {
    const all = fact(1, scope('chapters', '15', '15'));
    const iraq = fact(2, scope('all'), ['IQ']);
    expect(applicableFact([all, iraq], '1509', 'IQ')?.id).toBe(2);
    expect(applicableFact([all, iraq], '1509', 'SA')?.id).toBe(1);
    // A row naming other partners does not apply.
    expect(applicableFact([fact(3, scope('all'), ['EG'])], '1509', 'SA')).toBeNull();
  });

  it('then the narrowest scope: subheadings, headings, chapters, all; the shorter range first', () => {
    const facts = [
      fact(1, scope('all')),
      fact(2, scope('chapters', '01', '24')),
      fact(3, scope('chapters', '15', '15')),
      fact(4, scope('headings', '1501', '1518')),
      fact(5, scope('codes', '150910', '150990')),
    ];
    expect(applicableFact(facts, '150920', 'FR')?.id).toBe(5);
    expect(applicableFact(facts, '151000', 'FR')?.id).toBe(4);
    expect(applicableFact(facts, '152000', 'FR')?.id).toBe(3);
    expect(applicableFact(facts, '0702', 'FR')?.id).toBe(2);
    expect(applicableFact(facts, '8544', 'FR')?.id).toBe(1);
    // An exception sends the code to the next row that covers it.
    const excepted = [fact(1, scope('all')), fact(2, scope('chapters', '25', '97', ['2905']))];
    expect(applicableFact(excepted, '290543', 'FR')?.id).toBe(1);
  });
});
