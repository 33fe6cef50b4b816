import 'server-only';
import type { Context } from 'hono';

import { ApiError, VALIDATION_MESSAGE } from '@/lib/api/errors';
import type { AppEnv } from '@/lib/api/types';
import type { Db } from '@/lib/db/types';

import type { StoredAnswer } from '../answer-schemas';
import { ENQUIRY_TYPES, HONEYPOT_FIELD, type EnquiryRequest } from '../schemas';

import { readLookups, type LookupLabels } from './lookups';
import { readinessAnswers } from './readiness';

/** A bot filled the field people never see: refused, nothing stored. */
export function rejectHoneypot(c: Context<AppEnv>, body: EnquiryRequest): void {
  if (!body[HONEYPOT_FIELD]?.trim()) return;
  c.get('log').warn({ user_id: c.get('auth')?.user.id }, 'enquiry refused: honeypot filled');
  throw new ApiError(422, 'Api.rejected');
}

export type CheckedEnquiry = { labels: LookupLabels; answers: StoredAnswer[] | null };

/** What the schema cannot know: that each chosen id exists and the questionnaire is complete.
 * Every problem is answered at once, by field (`submitData.country`, `answers`). */
export async function checkEnquiryData(db: Db, body: EnquiryRequest): Promise<CheckedEnquiry> {
  const readiness = body.submitData.enq_type === ENQUIRY_TYPES.readiness;
  const [{ labels, unknown }, answers] = await Promise.all([
    readLookups(db, body.submitData),
    readiness ? readinessAnswers(db, body.answers) : Promise.resolve(null),
  ]);
  const errors: Record<string, string[]> = Object.fromEntries(
    unknown.map((field) => [`submitData.${field}`, ['Api.unknownChoice']]),
  );
  if (readiness && !answers) errors.answers = ['EnquiryForm.completeQuestionnaire'];
  if (Object.keys(errors).length > 0) throw new ApiError(422, VALIDATION_MESSAGE, errors);
  return { labels, answers };
}
