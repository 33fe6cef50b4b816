import type { ReadinessAnswer } from '@/features/enquiries/answer-schemas';
import { ENQUIRY_TYPES } from '@/features/enquiries/enquiry-limits';
import type { ReadinessQuestion } from '@/features/lookups/schemas';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import { SURVEY_SCALE } from './readiness-constants';

/** The points chosen for each question, by question id (the survey's value and the draft). */
export type AnswerMap = Record<string, number>;

/** The questionnaire's order: sort_order, then id. */
export function inQuestionnaireOrder<T extends ReadinessQuestion>(questions: readonly T[]): T[] {
  return [...questions].sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
}

const isPoints = (value: unknown): value is number =>
  SURVEY_SCALE.some((points) => points === value);

/** part 2 §5: every question must be answered. */
export function isComplete(questions: readonly ReadinessQuestion[], answers: AnswerMap): boolean {
  return questions.length > 0 && questions.every((q) => isPoints(answers[String(q.id)]));
}

// part 2 §3 "Readiness answers": points, enq_question, enq_type, section_eng, section_ara — for
// the answered questions, in the questionnaire's order.
export function toAnswerRows(
  questions: readonly ReadinessQuestion[],
  answers: AnswerMap,
): Required<ReadinessAnswer>[] {
  return inQuestionnaireOrder(questions).flatMap((question) => {
    const points = answers[String(question.id)];
    if (!isPoints(points)) return [];
    return [
      {
        enq_question: question.id,
        points,
        enq_type: ENQUIRY_TYPES.readiness,
        section_eng: question.section_eng,
        section_ara: question.section_ara,
      },
    ];
  });
}

/** The survey's view of the questions: texts in the page's language, in order. */
export function toSurveyQuestions(questions: readonly ReadinessQuestion[], locale: Locale) {
  return inQuestionnaireOrder(questions).map((question) => ({
    id: question.id,
    question: pick(question, 'question', locale),
    section: pick(question, 'section', locale),
  }));
}
