import 'server-only';
import { asc, eq } from 'drizzle-orm';

import { enquiryQuestions } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import type { ReadinessAnswer, StoredAnswer } from '../answer-schemas';
import { ENQUIRY_TYPES } from '../schemas';

const ACTIVE = 1;

/**
 * part 2 §3 and §4: one answer for every active question, nothing else. The answers are stored in
 * the survey's order with each question's section and text as the database has them; what the body
 * says about sections is never trusted. Null when the questionnaire is incomplete.
 */
export async function readinessAnswers(
  db: Db,
  answers: ReadinessAnswer[] | undefined,
): Promise<StoredAnswer[] | null> {
  const questions = await db
    .select()
    .from(enquiryQuestions)
    .where(eq(enquiryQuestions.status, ACTIVE))
    .orderBy(asc(enquiryQuestions.sort_order), asc(enquiryQuestions.id));
  const given = answers ?? [];
  // Every active question found among as many answers: no question twice, none unknown.
  if (questions.length === 0 || given.length !== questions.length) return null;
  const points = new Map(given.map((answer) => [answer.enq_question, answer.points]));
  const stored: StoredAnswer[] = [];
  for (const question of questions) {
    const value = points.get(question.id);
    if (value === undefined) return null;
    stored.push({
      enq_question: question.id,
      points: value,
      enq_type: ENQUIRY_TYPES.readiness,
      section_eng: question.section_eng,
      section_ara: question.section_ara,
      question_eng: question.question_eng,
      question_ara: question.question_ara,
    });
  }
  return stored;
}
