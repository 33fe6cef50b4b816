import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { bilingualKeys, bilingualText } from '@/lib/validation/bilingual';

describe('bilingualKeys (issue 54)', () => {
  it('gives the _eng and _ara mask of each field, in order', () => {
    expect(bilingualKeys('title', 'summary')).toEqual({
      title_eng: true,
      title_ara: true,
      summary_eng: true,
      summary_ara: true,
    });
  });

  it('picks and omits the pairs of a derived schema', () => {
    const schema = z.object({ id: z.number(), ...bilingualText('title', 'summary') });
    expect(Object.keys(schema.pick({ id: true, ...bilingualKeys('title') }).shape)).toEqual([
      'id',
      'title_eng',
      'title_ara',
    ]);
    expect(Object.keys(schema.omit(bilingualKeys('title', 'summary')).shape)).toEqual(['id']);
  });
});
