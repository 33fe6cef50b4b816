import { HS_CODE_MAX } from './constants';

// part 2 §5 and §9: the data centre's HS code is at most 6 characters ("Max 6 characters"), digits
// only. The form checks it as the API does (schemas.ts hsCodeSchema), without loading zod.

/** The catalogue key of what is wrong with an HS code as typed, or null when it may be sent. */
export function hsCodeProblem(value: string): 'rules.max6' | 'rules.digits' | null {
  const code = value.trim();
  if (code.length > HS_CODE_MAX) return 'rules.max6';
  if (code !== '' && !/^\d+$/.test(code)) return 'rules.digits';
  return null;
}
