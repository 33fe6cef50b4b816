import { describe, expect, it } from 'vitest';

import {
  arabicNameFormSchema,
  hsSynonymInputSchema,
  nomenclatureCodeOf,
} from '@/features/hs-codes/staff-schemas';

// Issue 37: the console's rules over the nomenclature's codes and its synonyms.

describe('nomenclatureCodeOf', () => {
  it.each([
    ['04', '04'],
    ['04.06', '0406'],
    ['0406 90', '040690'],
    ['٠٤٠٦٫٩٠', '040690'],
    [' 1509 ', '1509'],
  ])('reads %s as %s', (text, code) => {
    expect(nomenclatureCodeOf(text)).toBe(code);
  });

  it.each(['', '1', '150', '15091', '04069000', 'cheese', '04.06.', '15-09x'])(
    'reads no code of the nomenclature in "%s"',
    (text) => {
      expect(nomenclatureCodeOf(text)).toBeNull();
    },
  );
});

describe('the synonym’s input', () => {
  it('takes a phrase in one language, the other absent or empty', () => {
    expect(hsSynonymInputSchema.parse({ code: '0406', phrase_ar: ' جميد ' })).toEqual({
      code: '0406',
      phrase_en: '',
      phrase_ar: 'جميد',
    });
  });

  it('asks for a phrase in one language at least, on the English field', () => {
    const result = hsSynonymInputSchema.safeParse({ code: '0406', phrase_en: ' ', phrase_ar: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['phrase_en', 'HsCodesAdmin.errors.phraseRequired'],
    ]);
  });
});

describe('the Arabic name’s form', () => {
  it('needs a name for a chapter, heading or section, not for a subheading', () => {
    expect(arabicNameFormSchema(true).safeParse({ name_ar: '  ' }).success).toBe(false);
    expect(arabicNameFormSchema(false).parse({ name_ar: '  ' })).toEqual({ name_ar: '' });
    expect(arabicNameFormSchema(false).safeParse({ name_ar: 'ج'.repeat(501) }).success).toBe(false);
  });
});
