import { hsDigitsOf } from '@/lib/hs/hs-code';

import { HS_CODE_MAX } from './constants';

// part 2 §5 and §9: the data centre's HS code is at most 6 characters ("Max 6 characters"), digits
// only, written in any spelling the HS finder reads (issue 37: "15.09", "1509 20", Arabic-Indic
// digits). The form checks it as the API does (schemas.ts hsCodeSchema), without loading zod.

/** The catalogue key of what is wrong with an HS code as typed, or null when it may be sent. */
export function hsCodeProblem(value: string): 'rules.max6' | 'rules.digits' | null {
  const text = value.trim();
  if (text === '') return null;
  const digits = hsDigitsOf(text);
  if (digits) return digits.length > HS_CODE_MAX ? 'rules.max6' : null;
  return text.length > HS_CODE_MAX ? 'rules.max6' : 'rules.digits';
}

/**
 * Whether the problem is said while typing: a code too long is; words typed to find a code with
 * the finder's list wait for Search.
 */
export const isTypedCode = (value: string) => hsDigitsOf(value.trim()) !== null;
