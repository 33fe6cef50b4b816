import { hsDigitsOf } from '@/lib/hs/hs-code';

import { BARRIER_HS_CODES_MAX } from './constants';

// Issue 39 part 3: an entry's HS codes as staff type them ("0702, 0709.60 ١٥٠٩"): each read as the
// nomenclature's digits (hsDigitsOf, any spelling), kept when it has 2 to 6 of them.

/** The codes of a typed list, in order and once each; null when one of them is not a code. */
export function hsCodesOfText(text: string): string[] | null {
  const parts = text
    .split(/[,،;\n]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  const codes: string[] = [];
  for (const part of parts) {
    const digits = hsDigitsOf(part);
    if (digits === null || digits.length < 2 || digits.length > 6) return null;
    if (!codes.includes(digits)) codes.push(digits);
  }
  return codes.length > BARRIER_HS_CODES_MAX ? null : codes;
}

/** One stored code: 2 to 6 digits. */
export const isBarrierHsCode = (code: string) => /^\d{2,6}$/.test(code);
