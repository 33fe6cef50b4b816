import type { Db } from '@/lib/db/types';

import { HS_CORRELATION_SOURCE, type HsSuccessorsAnswer } from './older-code-schemas';
import { resolveHsCode, singleCodeOf, type HsResolution } from './resolve-hs-code';

// An API's answer for a code that may be of an older HS edition (issue 45): the 2022 code's own
// answer; for an older code with one 2022 successor, the successor's with `requested`; for one
// with several, the successors to choose from. Null when the code is in no edition.

export type Requested = { requested?: { code: string; edition: 2017 | 2012 } };
export type OlderCodeAnswer<T> =
  { kind: 'answer'; answer: T & Requested } | { kind: 'successors'; answer: HsSuccessorsAnswer };

/** The successors' answer of an older code. */
export function successorsAnswerOf(
  resolution: Extract<HsResolution, { kind: 'older' }>,
): HsSuccessorsAnswer {
  const { edition, code, successors } = resolution;
  return { edition, code, successors, source: HS_CORRELATION_SOURCE };
}

/**
 * `read`'s answer for the code, or for an older code's only successor; an older code's several
 * successors; null when neither edition knows the code (or `read` has nothing for it).
 */
export async function readWithOlderCodes<T>(
  db: Db,
  code: string,
  read: (code: string) => Promise<T | null>,
): Promise<OlderCodeAnswer<T> | null> {
  const answer = await read(code);
  if (answer) return { kind: 'answer', answer };
  const resolution = await resolveHsCode(db, code);
  if (resolution.kind !== 'older') return null;
  const successor = singleCodeOf(resolution);
  if (!successor) return { kind: 'successors', answer: successorsAnswerOf(resolution) };
  const successorAnswer = await read(successor);
  if (!successorAnswer) return null;
  const requested = { code, edition: resolution.edition };
  return { kind: 'answer', answer: { ...successorAnswer, requested } };
}
